import { useEffect } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { PRODUCT_PAGE_SIZE, useProducts, type CatalogueFilter } from '../api/get-products.ts';
import { chosenFilterCount, useCatalogueFilter } from '../catalogue-filter.ts';
import { CatalogueControls } from './catalogue-controls.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { ProductCard, ProductCardSkeleton, type CardAction } from './product-card.tsx';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

interface ProductListProps {
  cardAction?: CardAction;
  /** Only the parts of this category (its slug) and of those inside it. */
  category?: string;
}

/**
 * The catalogue, a page at a time, searched, filtered and sorted as the URL says: each card leads to
 * its part.
 */
export function ProductList({ cardAction, category }: ProductListProps) {
  const { filter, pages, morePagesHref, setSearch, setSort } = useCatalogueFilter();
  return (
    <div className="flex flex-col gap-6">
      <CatalogueControls q={filter.q} sort={filter.sort} onSearch={setSearch} onSort={setSort} />
      <FilterPanel category={category} />
      <ProductPages
        {...filter}
        category={category}
        pages={pages}
        morePagesHref={morePagesHref}
        cardAction={cardAction}
      />
    </div>
  );
}

interface ProductPagesProps extends CatalogueFilter {
  /** How many pages the URL shows. */
  pages: number;
  morePagesHref: string | null;
  cardAction?: CardAction;
}

/**
 * Keeps the list one page ahead of what it shows, so that "Load more" shows the next parts at once:
 * the page ahead is fetched as soon as the ones shown are there (a few kilobytes).
 */
function useOnePageAhead(products: ReturnType<typeof useProducts>, pages: number) {
  const loaded = products.data?.pages.length ?? 0;
  const canFetch = products.hasNextPage && !products.isFetchingNextPage && !products.isFetchNextPageError;
  const { fetchNextPage } = products;
  useEffect(() => {
    if (canFetch && loaded > 0 && loaded <= pages) void fetchNextPage();
  }, [canFetch, loaded, pages, fetchNextPage]);
}

const emptyListText = ({ q, category, ...filters }: CatalogueFilter) => {
  if (q) return `No parts match “${q}”`;
  if (chosenFilterCount(filters)) return 'No parts match these filters';
  return category ? 'No parts in this category yet' : 'No parts in the catalogue yet';
};

function ProductPages({ pages, morePagesHref, cardAction, ...filter }: ProductPagesProps) {
  const products = useProducts(PRODUCT_PAGE_SIZE, filter);
  useOnePageAhead(products, pages);

  if (products.isPending) {
    return (
      <div role="status" aria-label="Loading parts" className={gridClass}>
        {Array.from({ length: PRODUCT_PAGE_SIZE }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (products.isLoadingError) {
    return (
      <QueryError
        title="We could not load the parts."
        error={products.error}
        onRetry={() => void products.refetch()}
      />
    );
  }

  const shown = products.data.pages.slice(0, pages);
  const items = shown.flatMap((page) => page.items);
  const more = {
    ...products,
    hasNextPage: products.data.pages.length > pages || products.hasNextPage,
    // Only a page the URL asks for: the page ahead is fetched before anyone asks, and "Load more"
    // stays there for a tap meanwhile.
    isFetchingNextPage: products.data.pages.length < pages && products.isFetchingNextPage,
  };
  if (items.length === 0) return <p className="alert">{emptyListText(filter)}</p>;

  return (
    <div className="flex flex-col items-center gap-8">
      <ul className={`${gridClass} w-full`}>
        {items.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} action={cardAction} />
          </li>
        ))}
      </ul>
      <LoadMore list={more} href={morePagesHref} errorTitle="We could not load more parts." />
    </div>
  );
}
