import type { Address, AddressFields } from '@crankworks/contract';
import { api } from '../../../lib/api-client.ts';
import { useAddressBookChange } from './change-address-book.ts';

export const updateAddress = ({ id, fields }: { id: string; fields: AddressFields }) =>
  api<Address>(`/addresses/${id}`, { method: 'PUT', body: fields });

export const useUpdateAddress = () => useAddressBookChange(updateAddress);
