import { addressMessages, countryRules, type Address, type AddressUse } from '@crankworks/contract';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetDefaultAddress } from '../api/set-default-address.ts';

const uses: { use: AddressUse; flag: 'isDefaultShipping' | 'isDefaultBilling' }[] = [
  { use: 'shipping', flag: 'isDefaultShipping' },
  { use: 'billing', flag: 'isDefaultBilling' },
];

/** "Ada Rider, 350 Fifth Avenue": which address a button acts on, for a screen reader. */
export const addressName = (address: Address) => `${address.fullName}, ${address.line1}`;

interface AddressItemProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
}

/** One address of the book, its defaults, and what can be done with it. */
export function AddressItem({ address, onEdit, onDelete }: AddressItemProps) {
  const setDefault = useSetDefaultAddress();
  const name = addressName(address);
  const choose = (use: AddressUse) =>
    setDefault.mutate(
      { id: address._id, use },
      {
        onSuccess: () => toast.success(addressMessages.defaultSet(use)),
        onError: (error) => toast.error(`The default was not changed: ${errorMessage(error)}`),
      },
    );
  const place = [address.city, address.region, address.postalCode].filter(Boolean).join(' ');

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 border-b border-base-300 py-3 last:border-b-0">
      <div>
        <address className="not-italic">
          {[address.fullName, address.company, address.line1, address.line2, place]
            .filter(Boolean)
            .map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          <span className="block">{countryRules(address.country)?.name ?? address.country}</span>
          {address.vatId && <span className="block text-sm">VAT or tax ID {address.vatId}</span>}
        </address>
        <p className="mt-1 flex gap-2">
          {address.isDefaultShipping && (
            <span className="badge badge-soft badge-success">Default shipping</span>
          )}
          {address.isDefaultBilling && <span className="badge badge-soft badge-info">Default billing</span>}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {uses
          .filter(({ flag }) => !address[flag])
          .map(({ use }) => (
            <button
              key={use}
              type="button"
              className="btn btn-sm btn-outline"
              disabled={setDefault.isPending}
              aria-label={`Use for ${use} by default: ${name}`}
              onClick={() => choose(use)}
            >
              Use for {use}
            </button>
          ))}
        <button type="button" className="btn btn-sm" aria-label={`Edit ${name}`} onClick={onEdit}>
          Edit
        </button>
        <button
          type="button"
          className="btn btn-sm btn-error btn-outline"
          aria-label={`Delete ${name}`}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
