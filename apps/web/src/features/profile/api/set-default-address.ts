import type { AddressBook, AddressUse } from '@crankworks/contract';
import { api } from '../../../lib/api-client.ts';
import { useAddressBookChange } from './change-address-book.ts';

/** Makes an address the only default for shipping or for billing. */
export const setDefaultAddress = ({ id, use }: { id: string; use: AddressUse }) =>
  api<AddressBook>(`/addresses/${id}/default/${use}`, { method: 'PUT' });

export const useSetDefaultAddress = () => useAddressBookChange(setDefaultAddress);
