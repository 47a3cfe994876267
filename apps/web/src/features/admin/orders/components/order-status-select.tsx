import {
  ORDER_STATUS_FILTERS,
  orderStatusFilterLabels,
  orderStatusFilterSchema,
  type OrderStatusFilter,
} from '@crankworks/contract';
import { StatusFilterSelect } from '../../../../components/status-filter-select.tsx';

interface OrderStatusSelectProps {
  value: OrderStatusFilter | undefined;
  onChange: (status: OrderStatusFilter | undefined) => void;
}

/** Which orders Manage Orders lists: all, the "to ship" queue (paid, partially shipped), or one state. */
export const OrderStatusSelect = (props: OrderStatusSelectProps) => (
  <StatusFilterSelect
    label="State"
    allLabel="All orders"
    statuses={ORDER_STATUS_FILTERS}
    labels={orderStatusFilterLabels}
    schema={orderStatusFilterSchema}
    {...props}
  />
);
