import { DocumentTitle } from '../../../components/document-title.tsx';
import { useSession } from '../../auth/index.ts';
import { PutBackButton } from '../../cart/index.ts';
import { MyOrdersList } from '../components/my-orders-list.tsx';

/** /dashboard/orders (docs/product.md, My Orders): the signed-in customer's orders. */
export function Component() {
  const { user } = useSession();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title="My Orders" />
      <h1 className="text-3xl font-bold">My Orders</h1>
      {user && <MyOrdersList email={user.email} expiredAction={PutBackButton} />}
    </div>
  );
}
