import type { ShippingOptions, ShippingOptionsRequest } from '@crankworks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type OptionsRequest = Pick<ShippingOptionsRequest, 'lines'> & {
  to: { country: string; region: string; vatId: string };
};

export const getShippingOptions = (request: OptionsRequest, signal?: AbortSignal) =>
  api<ShippingOptions>('/shipping/options', { method: 'POST', body: request, signal });

/** A quote, not a change: read like any query, keyed by where to and what. */
export const shippingOptionsQueryOptions = (request: OptionsRequest) =>
  queryOptions({
    queryKey: ['shipping-options', request] as const,
    queryFn: ({ signal }) => getShippingOptions(request, signal),
  });

/**
 * The methods that serve the address for these lines, with the order's tax and total each way; none
 * asked until the address says where (`request` undefined). The last answer stays while the next loads.
 */
export const useShippingOptions = (request: OptionsRequest | undefined) =>
  useQuery({
    ...shippingOptionsQueryOptions(request ?? { to: { country: '', region: '', vatId: '' }, lines: [] }),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
  });
