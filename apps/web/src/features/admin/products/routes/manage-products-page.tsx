import { messages, productStatusSchema, type Product } from '@crankworks/contract';
import { AdminTablePage } from '../../../../components/admin-table-page.tsx';
import { LoadMore } from '../../../../components/load-more.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useConfirmedAction } from '../../../../lib/use-confirmed-action.ts';
import { useStatusParam } from '../../../../lib/use-status-param.ts';
import { useCatalogueFilter } from '../../../products/index.ts';
import { CatalogueCsvLinks } from '../../catalogue-import/index.ts';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { ProductStatusFilter } from '../components/product-status-filter.tsx';
import { ProductsTable } from '../components/products-table.tsx';
import { noProductsText } from '../product-status-words.ts';

const PAGE_SIZE = 20;

/**
 * Admin: every product, drafts and archived ones too, a page at a time, searched and filtered by
 * status as the URL says (`?q=&status=`), with Edit and Delete; the whole catalogue exported or
 * imported as CSV.
 */
export function Component() {
  const { filter, setSearch } = useCatalogueFilter();
  const [status, setStatus] = useStatusParam(productStatusSchema);
  const products = useAdminProducts({ limit: PAGE_SIZE, q: filter.q, status });
  const deleting = useConfirmedAction(useDeleteProduct(), {
    variables: (product: Product) => product._id,
    success: (_product, { name }) => messages.productDeleted(name),
    failure: (product, error) => `Could not delete ${product.name}: ${errorMessage(error)}`,
  });

  return (
    <AdminTablePage
      title="Manage Products"
      search={{ label: 'Search products', placeholder: 'Name or description' }}
      tools={
        <>
          <ProductStatusFilter value={status} onChange={setStatus} />
          <CatalogueCsvLinks />
        </>
      }
      noun={{ one: 'product', many: 'products' }}
      table={{
        list: products,
        rows: products.data?.pages.flatMap((page) => page.items),
        search: filter.q,
        onSearch: setSearch,
      }}
      footer={<LoadMore list={products} errorTitle="We could not load more products." />}
      emptyText={status ? noProductsText[status] : 'No products yet. Add one with Add Product.'}
      confirms={[
        {
          action: deleting,
          title: `Delete ${deleting.target?.name ?? 'this product'}?`,
          confirmLabel: 'Delete',
          body: (
            <>
              <p>
                It leaves the catalogue at once. Orders already placed keep their copy of its name and price.
              </p>
              <p className="mt-2">
                To keep it out of the shop without deleting it, archive it instead: edit it and set its status
                to Archived.
              </p>
            </>
          ),
        },
      ]}
    >
      {(rows) => <ProductsTable products={rows} onDelete={deleting.ask} />}
    </AdminTablePage>
  );
}
