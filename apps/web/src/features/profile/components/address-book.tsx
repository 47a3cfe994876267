import { addressMessages, MAX_ADDRESSES, type Address } from '@crankworks/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { AddressForm } from './address-form.tsx';
import { AddressItem, addressName } from './address-item.tsx';

/**
 * My Profile's address book: the customer's addresses, one default for shipping and one for
 * billing, each added, edited or deleted here. Orders keep the address they were placed with.
 */
export function AddressBook() {
  const headingId = useId();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const remove = useConfirmedAction(useDeleteAddress(), {
    variables: (address: Address) => address._id,
    success: () => addressMessages.deleted,
    failure: (_address, error) => `The address was not deleted: ${errorMessage(error)}`,
  });

  // Once the form closes, the keyboard goes on from Add an address.
  useEffect(() => {
    if (wasEditing.current && editing === null) addButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  const book = addresses.data?.addresses ?? [];
  return (
    <section aria-labelledby={headingId} className="card card-border max-w-xl bg-base-100 p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold">
        Addresses
      </h2>
      <p className="mt-1 text-sm">Where your parts go and where your invoices are made out to.</p>
      {addresses.isPending ? (
        <div role="status" aria-label="Loading your addresses" className="skeleton mt-3 h-24 w-full" />
      ) : addresses.isError ? (
        <QueryError
          title="We could not load your addresses."
          error={addresses.error}
          onRetry={() => void addresses.refetch()}
        />
      ) : (
        <>
          {book.length === 0 ? (
            <p className="mt-2">You have no saved addresses yet.</p>
          ) : (
            <ul className="mt-2">
              {book.map((address) => (
                <AddressItem
                  key={address._id}
                  address={address}
                  onEdit={() => setEditing(address)}
                  onDelete={() => remove.ask(address)}
                />
              ))}
            </ul>
          )}
          {editing === null ? (
            book.length >= MAX_ADDRESSES ? (
              <p className="mt-2 text-sm">{addressMessages.bookFull}</p>
            ) : (
              <button
                ref={addButton}
                type="button"
                className="btn btn-outline mt-3 self-start"
                onClick={() => setEditing('new')}
              >
                Add an address
              </button>
            )
          ) : (
            <AddressForm
              key={editing === 'new' ? 'new' : editing._id}
              address={editing === 'new' ? undefined : editing}
              onDone={() => setEditing(null)}
            />
          )}
        </>
      )}
      <ConfirmDialog title="Delete this address?" confirmLabel="Delete address" {...remove.dialog}>
        <p>{remove.target && addressName(remove.target)} is removed from your address book.</p>
      </ConfirmDialog>
    </section>
  );
}
