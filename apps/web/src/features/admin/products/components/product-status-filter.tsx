import { PRODUCT_STATUSES, productStatusSchema, type ProductStatus } from '@crankworks/contract';
import { useId } from 'react';
import { productStatusFilterLabels } from '../product-status-words.ts';

interface ProductStatusFilterProps {
  value: ProductStatus | undefined;
  onChange: (status: ProductStatus | undefined) => void;
}

/** Which parts Manage Products lists: all of them, or those of one status. */
export function ProductStatusFilter({ value, onChange }: ProductStatusFilterProps) {
  const id = useId();
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        Show
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(productStatusSchema.safeParse(event.target.value).data)}
        className="select w-44"
      >
        <option value="">All products</option>
        {PRODUCT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {productStatusFilterLabels[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
