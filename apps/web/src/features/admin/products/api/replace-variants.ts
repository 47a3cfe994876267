import type { ProductDetail, ProductVariants } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { productKeys } from '../../../products/index.ts';
import { specKeys } from '../../specs/index.ts';

export const replaceVariants = ({ id, ...variants }: ProductVariants & { id: string }) =>
  api<ProductDetail>(`/product/${encodeURIComponent(id)}/variants`, { method: 'PUT', body: variants });

/**
 * Replaces a product's options and variants as a whole (decision 078): every product list and page,
 * the admin's among them, is refetched, and so are the specifications' counts, which a deleted
 * variant's values may have been part of.
 */
export function useReplaceVariants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceVariants,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: specKeys.all }),
      ]),
  });
}
