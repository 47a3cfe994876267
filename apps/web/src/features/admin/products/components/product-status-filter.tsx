import { PRODUCT_STATUSES, productStatusSchema, type ProductStatus } from '@crankworks/contract';
import { StatusFilterSelect } from '../../../../components/status-filter-select.tsx';
import { productStatusFilterLabels } from '../product-status-words.ts';

interface ProductStatusFilterProps {
  value: ProductStatus | undefined;
  onChange: (status: ProductStatus | undefined) => void;
}

/** Which parts Manage Products lists: all of them, or those of one status. */
export const ProductStatusFilter = (props: ProductStatusFilterProps) => (
  <StatusFilterSelect
    label="Show"
    allLabel="All products"
    statuses={PRODUCT_STATUSES}
    labels={productStatusFilterLabels}
    schema={productStatusSchema}
    {...props}
  />
);
