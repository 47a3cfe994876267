import type { ProductChanges, ProductDetail } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { productKeys } from '../../../products/index.ts';

export const updateProduct = ({ id, changes }: { id: string; changes: ProductChanges }) =>
  api<ProductDetail>(`/product/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

/** Changes a part (details, restock, stock); every product list and page is refetched. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
