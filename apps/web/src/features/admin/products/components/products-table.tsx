import { messages, type Product } from '@crankworks/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../../lib/toast.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { formatUsd } from '../../../../lib/format.ts';
import { useDeleteProduct } from '../api/delete-product.ts';

/** The catalogue for an admin: each part links to its edit page; Delete asks first. */
export function ProductsTable({ products }: { products: Product[] }) {
  const [doomed, setDoomed] = useState<Product | null>(null);
  const deleteProduct = useDeleteProduct();

  const confirmDelete = () => {
    if (!doomed) return;
    deleteProduct.mutate(doomed._id, {
      onSuccess: ({ name }) => toast.success(messages.productDeleted(name)),
      onError: (error) => toast.error(`Could not delete ${doomed.name}: ${errorMessage(error)}`),
      onSettled: () => setDoomed(null),
    });
  };

  return (
    <>
      {/* Focusable, so keyboard users can scroll the table sideways on a narrow screen. */}
      <div
        role="region"
        aria-label="Products"
        tabIndex={0}
        className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
      >
        <table className="table">
          <caption className="sr-only">Products in the catalogue</caption>
          <thead className="text-base-content">
            <tr>
              <th scope="col" className="max-sm:hidden">
                Image
              </th>
              <th scope="col">Name</th>
              <th scope="col" className="text-right">
                Price
              </th>
              <th scope="col" className="text-right">
                Stock
              </th>
              <th scope="col" className="text-right">
                Minimum
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product._id}>
                <td className="max-sm:hidden">
                  <img
                    src={product.img}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="h-12 w-12 object-contain"
                  />
                </td>
                <th scope="row" className="font-medium">
                  <Link to={`/dashboard/manageProducts/${product._id}`} className="link">
                    {product.name}
                  </Link>
                </th>
                <td className="text-right">{formatUsd(product.price)}</td>
                <td className="text-right">{product.availableQty}</td>
                <td className="text-right">{product.minimumQty}</td>
                <td>
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`/dashboard/manageProducts/${product._id}`}
                      className="btn btn-sm btn-primary btn-outline"
                    >
                      Edit<span className="sr-only"> {product.name}</span>
                    </Link>
                    <button
                      type="button"
                      className="btn btn-sm btn-error btn-outline"
                      onClick={() => setDoomed(product)}
                    >
                      Delete<span className="sr-only"> {product.name}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={doomed !== null}
        title={`Delete ${doomed?.name ?? 'this product'}?`}
        confirmLabel="Delete"
        pending={deleteProduct.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDoomed(null)}
      >
        It leaves the catalogue at once. Orders already placed keep their copy of its name and price.
      </ConfirmDialog>
    </>
  );
}
