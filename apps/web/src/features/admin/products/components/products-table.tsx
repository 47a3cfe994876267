import type { Product } from '@crankworks/contract';
import { Link } from 'react-router';
import { formatUsd } from '../../../../lib/format.ts';
import { TableRegion } from '../../../../components/table-region.tsx';
import { ProductStatusBadge } from './product-status-badge.tsx';

interface ProductsTableProps {
  products: Product[];
  onDelete: (product: Product) => void;
}

/** The catalogue for an admin: each part with its status, a link to its edit page and a Delete button. */
export function ProductsTable({ products, onDelete }: ProductsTableProps) {
  return (
    <TableRegion label="Products" caption="Products in the catalogue">
      <thead className="text-base-content">
        <tr>
          <th scope="col" className="max-sm:hidden">
            Image
          </th>
          <th scope="col">Name</th>
          <th scope="col">Status</th>
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
            <td>
              <ProductStatusBadge status={product.status} />
            </td>
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
                  onClick={() => onDelete(product)}
                >
                  Delete<span className="sr-only"> {product.name}</span>
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
