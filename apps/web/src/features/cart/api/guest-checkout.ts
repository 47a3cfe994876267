import type { GuestCheckoutBodyInput, GuestOrder } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from '../../products/index.ts';

/**
 * A visitor's browser cart becomes one unpaid order of no account (decision 066); the answer carries
 * its order link's token, which pays for it. The browser cart stays until the payment succeeds.
 */
export const guestCheckout = (values: GuestCheckoutBodyInput) =>
  api<GuestOrder>('/guest-checkout', { method: 'POST', body: values });

/** The stock changed either way (placed, or refused because it had). */
export function useGuestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: guestCheckout,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
