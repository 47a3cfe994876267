import { soleVariantOf, type Product, type ProductDetail, type ProductPage } from '@crankworks/contract';
import { useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { productKeys } from './product-keys.ts';

/**
 * A part as a list already in the cache shows it (the home page's cards, or the admin's lists under
 * `lists`): a page about that part shows it at once while its own read is on the way.
 */
export function listedProduct(
  queryClient: QueryClient,
  id: string,
  lists: QueryKey = productKeys.lists(),
): Product | undefined {
  for (const [, list] of queryClient.getQueriesData<InfiniteData<ProductPage>>({ queryKey: lists })) {
    const found = list?.pages.flatMap((page) => page.items).find((product) => product._id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * `placeholderData` for a query of part `id`: the part as a cached list shows it, if one does. A list
 * does not carry the part's price tiers, categories, specifications, other pictures or variants: they
 * show once its own read is in.
 */
export function useListedPlaceholder(id: string, lists?: QueryKey) {
  const queryClient = useQueryClient();
  return (): ProductDetail | undefined => {
    const listed = listedProduct(queryClient, id, lists);
    return (
      listed && {
        ...listed,
        moreImages: [],
        tiers: [],
        categories: [],
        specs: [],
        variants: [soleVariantOf(listed)],
      }
    );
  };
}
