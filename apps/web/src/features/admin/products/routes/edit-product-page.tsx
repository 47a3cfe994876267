import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../../components/document-title.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { useProduct } from '../../../products/index.ts';
import { EditProductForm } from '../components/edit-product-form.tsx';
import { ProductCategoriesForm } from '../components/product-categories-form.tsx';
import { StockForm } from '../components/stock-form.tsx';

/** Admin: one part's details, stock and categories. */
export function Component() {
  const { id = '' } = useParams();
  const product = useProduct(id);

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
      </>
    );

  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <DocumentTitle title={product.data ? `Edit ${product.data.name}` : 'Edit product'} />
      <Link to="/dashboard/manageProducts" className="link self-start">
        ← Manage Products
      </Link>
      <h1 className="text-3xl font-bold">{product.data ? `Edit ${product.data.name}` : 'Edit product'}</h1>
      {content}
    </section>
  );
}
