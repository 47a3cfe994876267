import type { AddressBook } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { addressKeys } from './address-keys.ts';

export const getAddresses = (signal?: AbortSignal) => api<AddressBook>('/addresses', { signal });

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: addressKeys.lists(), queryFn: ({ signal }) => getAddresses(signal) });

/** The signed-in customer's addresses, oldest first, with his defaults for shipping and billing. */
export const useAddresses = () => useQuery(addressesQueryOptions());
