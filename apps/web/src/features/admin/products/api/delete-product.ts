import type { ProductDeleted } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { productKeys } from '../../../products/index.ts';

export const deleteProduct = (id: string) =>
  api<ProductDeleted>(`/product/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Removes a part from the catalogue; orders already placed keep their copy of it. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
