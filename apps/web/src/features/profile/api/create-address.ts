import type { Address, AddressFields } from '@crankworks/contract';
import { api } from '../../../lib/api-client.ts';
import { useAddressBookChange } from './change-address-book.ts';

/** Adds an address to the book; the first one becomes the default for shipping and billing. */
export const createAddress = (fields: AddressFields) =>
  api<Address>('/addresses', { method: 'POST', body: fields });

export const useCreateAddress = () => useAddressBookChange(createAddress);
