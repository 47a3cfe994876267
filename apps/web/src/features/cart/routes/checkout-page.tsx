import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { LinesTable } from '../../../components/lines-table.tsx';
import { useSession } from '../../auth/index.ts';
import { WithAddressBook } from '../../shipment/index.ts';
import { lineChange } from '../api/line-changes.ts';
import { useCart } from '../api/use-cart.ts';
import { CheckoutForm } from '../components/checkout-form.tsx';
import { LoadedCart } from '../components/loaded-cart.tsx';

/** /checkout: behind the signed-in guard. The cart's parts and total, and where to ship them. */
export function Component() {
  const { user } = useSession();
  const { view, dismissDropped } = useCart();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <DocumentTitle title="Checkout" />
      <h1 className="text-3xl font-bold">Checkout</h1>
      <LoadedCart view={view} dismissDropped={dismissDropped}>
        {(cart) => (
          <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2">
            <section aria-labelledby="checkout-parts" className="card card-border bg-base-100 shadow-sm">
              <div className="card-body">
                <h2 id="checkout-parts" className="card-title">
                  Your parts
                </h2>
                <LinesTable
                  label="Parts in your cart"
                  lines={cart.lines.map((line) => ({ ...line, note: lineChange(line) }))}
                  total={cart.total}
                />
                <Link to="/cart" className="link self-start">
                  Change your cart
                </Link>
              </div>
            </section>
            {user && (
              <WithAddressBook>
                {(book) => (
                  <CheckoutForm
                    book={book}
                    lines={cart.lines.map((line) => ({ productId: line.productId, qty: line.qty }))}
                  />
                )}
              </WithAddressBook>
            )}
          </div>
        )}
      </LoadedCart>
    </div>
  );
}
