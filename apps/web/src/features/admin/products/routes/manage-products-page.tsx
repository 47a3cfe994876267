import { messages, type Product } from '@crankworks/contract';
import { AdminTablePage } from '../../../../components/admin-table-page.tsx';
import { LoadMore } from '../../../../components/load-more.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useConfirmedAction } from '../../../../lib/use-confirmed-action.ts';
import { useCatalogueFilter, useProducts } from '../../../products/index.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { ProductsTable } from '../components/products-table.tsx';

const PAGE_SIZE = 20;

/** Admin: every product, a page at a time, searched as the URL says (`?q=`), with Edit and Delete. */
export function Component() {
  const { filter, setSearch } = useCatalogueFilter();
  const products = useProducts(PAGE_SIZE, { q: filter.q });
  const deleting = useConfirmedAction(useDeleteProduct(), {
    variables: (product: Product) => product._id,
    success: (_product, { name }) => messages.productDeleted(name),
    failure: (product, error) => `Could not delete ${product.name}: ${errorMessage(error)}`,
  });

  return (
    <AdminTablePage
      title="Manage Products"
      search={{ label: 'Search products', placeholder: 'Name or description' }}
      noun={{ one: 'product', many: 'products' }}
      table={{
        list: products,
        rows: products.data?.pages.flatMap((page) => page.items),
        search: filter.q,
        onSearch: setSearch,
      }}
      footer={<LoadMore list={products} errorTitle="We could not load more products." />}
      emptyText="No products yet. Add one with Add Product."
      confirms={[
        {
          action: deleting,
          title: `Delete ${deleting.target?.name ?? 'this product'}?`,
          confirmLabel: 'Delete',
          body: 'It leaves the catalogue at once. Orders already placed keep their copy of its name and price.',
        },
      ]}
    >
      {(rows) => <ProductsTable products={rows} onDelete={deleting.ask} />}
    </AdminTablePage>
  );
}
