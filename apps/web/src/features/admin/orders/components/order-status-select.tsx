import {
  ORDER_STATUS_FILTERS,
  orderStatusFilterLabels,
  orderStatusFilterSchema,
  type OrderStatusFilter,
} from '@crankworks/contract';
import { useId } from 'react';

interface OrderStatusSelectProps {
  value: OrderStatusFilter | undefined;
  onChange: (status: OrderStatusFilter | undefined) => void;
}

/** Which orders Manage Orders lists: all, the "to ship" queue (paid, partially shipped), or one state. */
export function OrderStatusSelect({ value, onChange }: OrderStatusSelectProps) {
  const id = useId();
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        State
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(orderStatusFilterSchema.safeParse(event.target.value).data)}
        className="select w-44"
      >
        <option value="">All orders</option>
        {ORDER_STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {orderStatusFilterLabels[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
