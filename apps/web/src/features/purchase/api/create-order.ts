import type { Inserted, PlaceOrderInput } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiRequestError } from '../../../lib/api-client.ts';
import type { Submission } from '../../../lib/submission.ts';
import { orderKeys } from '../../orders/index.ts';
import { productKeys } from '../../products/index.ts';

/** As in the original product, an answer without an insertedId is a failure, even with a 2xx status. */
export async function createOrder({
  values,
  idempotencyKey,
}: Submission<PlaceOrderInput>): Promise<Inserted> {
  const answer = await api<Partial<Inserted> | undefined>('/order', {
    method: 'POST',
    body: values,
    idempotencyKey,
  });
  if (!answer?.insertedId) throw new ApiRequestError(502, 'The server did not confirm the order');
  return { insertedId: answer.insertedId };
}

/**
 * Placing an order takes stock, so the catalogue is refetched along with the order lists; so it is
 * after a refusal, which may mean the stock moved (a part sold out meanwhile then shows as sold out).
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
