import type { PaymentIntent } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentIntentKeys } from './payment-intent-keys.ts';

/** The server prices the intent from the stored order and reuses one intent per order (idempotent). */
export const createPaymentIntent = (orderId: string, signal?: AbortSignal, orderLink?: string) =>
  api<PaymentIntent>('/create-payment-intent', { method: 'POST', body: { orderId }, signal, orderLink });

/** `orderLink`: a guest's order link token, which pays his order without a session (decision 066). */
export const getPaymentIntentQueryOptions = (orderId: string, orderLink?: string) =>
  queryOptions({
    queryKey: paymentIntentKeys.forOrder(orderId),
    queryFn: ({ signal }) => createPaymentIntent(orderId, signal, orderLink),
    // One intent serves the whole visit; refetching it after payment would only earn a 409.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const usePaymentIntent = (orderId: string, enabled: boolean, orderLink?: string) =>
  useQuery({ ...getPaymentIntentQueryOptions(orderId, orderLink), enabled });
