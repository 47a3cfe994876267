import type { Inserted, NewProduct } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { productKeys } from '../../../products/index.ts';

export const createProduct = (product: NewProduct) =>
  api<Inserted>('/product', { method: 'POST', body: product });

/** Adds a part to the catalogue; every product list (home page, Manage Products) is refetched. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
