import type { ProductCategories } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { categoryKeys } from '../../../categories/index.ts';
import { productKeys } from '../../../products/index.ts';

export const setProductCategories = ({ id, categoryIds }: ProductCategories & { id: string }) =>
  api<ProductCategories>(`/product/${encodeURIComponent(id)}/categories`, {
    method: 'PUT',
    body: { categoryIds },
  });

/** Puts a part in exactly these categories: its page shows them, and each category counts its parts. */
export function useSetProductCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductCategories,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      ]),
  });
}
