import type { ProductStatus } from '@crankworks/contract';
import { productStatusLabels } from '../product-status-words.ts';

// Soft badges whose text keeps at least 4.5:1 on their tint in the shop's theme.
const badgeClasses: Record<ProductStatus, string> = {
  active: 'badge-success',
  draft: 'badge-info',
  archived: 'badge-neutral',
};

/** A part's status in words (never colour alone): On sale, Draft or Archived. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span className={`badge badge-soft font-semibold ${badgeClasses[status]}`}>
      {productStatusLabels[status]}
    </span>
  );
}
