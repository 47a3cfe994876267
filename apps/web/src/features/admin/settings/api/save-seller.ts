import type { Seller, SellerAnswer } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { sellerKeys } from './seller-keys.ts';

/** Stores the seller; answers with it as stored. */
export const saveSeller = (seller: Seller) =>
  api<SellerAnswer>('/admin/seller', { method: 'PUT', body: seller });

export function useSaveSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSeller,
    onSuccess: (saved) => queryClient.setQueryData(sellerKeys.all, saved),
  });
}
