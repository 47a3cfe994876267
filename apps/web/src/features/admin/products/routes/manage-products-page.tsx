import { DocumentTitle } from '../../../../components/document-title.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { TableSearch } from '../../../../components/table-search.tsx';
import { useCatalogueFilter, useProducts } from '../../../products/index.ts';
import { ProductsTable } from '../components/products-table.tsx';

const PAGE_SIZE = 20;

/** Admin: every product, a page at a time, searched as the URL says (`?q=`), with Edit and Delete. */
export function Component() {
  const { filter, setSearch } = useCatalogueFilter();
  const products = useProducts(PAGE_SIZE, { q: filter.q });

  let content;
  if (products.isPending) {
    content = (
      <span className="loading loading-spinner loading-lg" role="status" aria-label="Loading products" />
    );
  } else if (products.isLoadingError) {
    content = (
      <QueryError
        title="We could not load the products."
        error={products.error}
        onRetry={() => void products.refetch()}
      />
    );
  } else {
    const items = products.data.pages.flatMap((page) => page.items);
    content =
      items.length === 0 ? (
        <p className="alert">
          {filter.q ? `No products match “${filter.q}”` : 'No products yet. Add one with Add Product.'}
        </p>
      ) : (
        <>
          <ProductsTable products={items} />
          {products.isFetchNextPageError && (
            <QueryError
              title="We could not load more products."
              error={products.error}
              onRetry={() => void products.fetchNextPage()}
            />
          )}
          {products.hasNextPage && !products.isFetchNextPageError && (
            <button
              type="button"
              className="btn btn-outline btn-primary self-center"
              disabled={products.isFetchingNextPage}
              onClick={() => void products.fetchNextPage()}
            >
              {products.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          )}
        </>
      );
  }

  return (
    <section className="flex flex-col gap-4">
      <DocumentTitle title="Manage Products" />
      <h1 className="text-3xl font-bold">Manage Products</h1>
      <TableSearch
        label="Search products"
        value={filter.q}
        onSearch={setSearch}
        placeholder="Name or description"
      />
      {content}
    </section>
  );
}
