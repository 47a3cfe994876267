import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../../components/document-title.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { useAdminProduct } from '../api/get-admin-product.ts';
import { EditProductForm } from '../components/edit-product-form.tsx';
import { ProductCategoriesForm } from '../components/product-categories-form.tsx';
import { ProductSpecsForm } from '../components/product-specs-form.tsx';
import { ProductStatusBadge } from '../components/product-status-badge.tsx';
import { StockForm } from '../components/stock-form.tsx';
import { VariantsForm } from '../components/variants-form.tsx';

/**
 * Admin: one part's details, status, stock, categories, specifications and variants, whether it is on
 * sale or not.
 */
export function Component() {
  const { id = '' } = useParams();
  const product = useAdminProduct(id);

  let content;
  // The listed part shown meanwhile lacks its price tiers, which the form edits.
  if (product.isPending || product.isPlaceholderData)
    content = (
      <span className="loading loading-spinner loading-lg" role="status" aria-label="Loading the product" />
    );
  else if (product.isError)
    content = (
      <QueryError
        title="We could not load this product."
        error={product.error}
        onRetry={() => void product.refetch()}
      />
    );
  else
    content = (
      <>
        <StockForm product={product.data} />
        <EditProductForm key={product.data._id} product={product.data} />
        <ProductCategoriesForm key={`categories-${product.data._id}`} product={product.data} />
        <ProductSpecsForm key={`specs-${product.data._id}`} product={product.data} />
        <VariantsForm key={`variants-${product.data._id}`} product={product.data} />
      </>
    );

  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <DocumentTitle title={product.data ? `Edit ${product.data.name}` : 'Edit product'} />
      <Link to="/dashboard/manageProducts" className="link self-start">
        ← Manage Products
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{product.data ? `Edit ${product.data.name}` : 'Edit product'}</h1>
        {product.data && <ProductStatusBadge status={product.data.status} />}
      </div>
      {product.data && product.data.status !== 'active' && (
        <p>Not on sale: visitors cannot see or order this part.</p>
      )}
      {content}
    </section>
  );
}
