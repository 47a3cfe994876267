import { putBackNotice, type PutBack } from '@crankworks/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cartKeys } from './cart-keys.ts';

/** Puts the parts of the customer's expired order back in his cart; answers the cart and the parts left out. */
export const putOrderBack = (orderId: string) =>
  api<PutBack>(`/order/${encodeURIComponent(orderId)}/put-back`, { method: 'POST' });

/** Put back in cart: the cart is read afresh wherever it shows; answers what the cart page says of it. */
export async function putBackInCart(queryClient: QueryClient, orderId: string) {
  const answer = await putOrderBack(orderId);
  await queryClient.invalidateQueries({ queryKey: cartKeys.all });
  return putBackNotice(answer);
}
