import { isSoldOut, productMessages } from '@crankworks/contract';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSession } from '../../auth/index.ts';
import { WithAddressBook } from '../../shipment/index.ts';
import { usePurchaseProduct } from '../api/get-purchase-product.ts';
import { ProductSummary, ProductSummarySkeleton } from '../components/product-summary.tsx';
import { PurchaseForm } from '../components/purchase-form.tsx';

/** /purchase/:id (docs/product.md, Purchase): behind the signed-in guard, so the session is known here. */
export function Component() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const product = usePurchaseProduct(id);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <DocumentTitle title={product.data ? `Order ${product.data.name}` : 'Order a part'} />
      {product.isPending ? (
        <div role="status" aria-label="Loading the part" className="grid gap-6 md:grid-cols-2">
          <ProductSummarySkeleton />
          <div className="skeleton h-96 w-full" />
        </div>
      ) : product.isLoadingError ? (
        <ProductError error={product.error} onRetry={() => void product.refetch()} />
      ) : (
        <div className="grid items-start gap-6 md:grid-cols-2">
          <ProductSummary product={product.data} />
          {isSoldOut(product.data) ? (
            <SoldOutNotice />
          ) : (
            user && (
              <WithAddressBook>
                {(book) => (
                  <PurchaseForm key={product.data._id} product={product.data} user={user} book={book} />
                )}
              </WithAddressBook>
            )
          )}
        </div>
      )}
    </div>
  );
}

function ProductError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
  if (!missing) return <QueryError title="We could not load this part." error={error} onRetry={onRetry} />;
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-3xl font-bold">Part not found</h1>
      <p>This part is not in our catalogue (any more).</p>
      <Link to="/#parts" className="btn btn-primary">
        Browse the parts
      </Link>
    </div>
  );
}

function SoldOutNotice() {
  return (
    <section aria-labelledby="sold-out" className="card card-border bg-base-100 p-6 shadow-sm">
      <h2 id="sold-out" className="text-xl font-bold">
        {productMessages.soldOut}
      </h2>
      <p className="mt-2">This part cannot be ordered until it is restocked.</p>
      <Link to="/#parts" className="btn btn-primary mt-4 self-start">
        Browse the parts
      </Link>
    </section>
  );
}
