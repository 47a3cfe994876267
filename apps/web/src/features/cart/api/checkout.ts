import type { CheckoutBodyInput, Inserted } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Submission } from '../../../lib/submission.ts';
import { orderKeys } from '../../orders/index.ts';
import { productKeys } from '../../products/index.ts';
import { cartKeys } from './cart-keys.ts';

/** The signed-in customer's whole cart becomes one unpaid order; the cart keeps it until it is paid. */
export const checkout = ({ values, idempotencyKey }: Submission<CheckoutBodyInput>) =>
  api<Inserted>('/checkout', { method: 'POST', body: values, idempotencyKey });

/**
 * The cart, the orders and the stock change together; a refused checkout may have found the stock
 * changed, so they are read again either way. Not waited for: the page goes on to the payment.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSettled: () => {
      for (const queryKey of [cartKeys.all, orderKeys.all, productKeys.all])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
