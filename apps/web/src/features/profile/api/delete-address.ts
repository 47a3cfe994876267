import type { Deleted } from '@crankworks/contract';
import { api } from '../../../lib/api-client.ts';
import { useAddressBookChange } from './change-address-book.ts';

export const deleteAddress = (id: string) => api<Deleted>(`/addresses/${id}`, { method: 'DELETE' });

export const useDeleteAddress = () => useAddressBookChange(deleteAddress);
