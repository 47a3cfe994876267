import type { Address } from '@crankworks/contract';
import type { ReactNode } from 'react';
import { useAddresses } from '../../profile/index.ts';

/** An order form that offers the signed-in customer's address book, once it is read. */
export function WithAddressBook({ children }: { children: (book: Address[]) => ReactNode }) {
  const addresses = useAddresses();
  if (addresses.isPending)
    return <div className="skeleton h-96 w-full" role="status" aria-label="Loading your addresses" />;
  // Without the book (it failed to load) the customer types the address.
  return children(addresses.data?.addresses ?? []);
}
