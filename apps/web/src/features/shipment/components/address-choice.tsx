import { addressOnOneLine, NEW_ADDRESS, type Address, type ShipmentForm } from '@crankworks/contract';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AddressInputs } from '../../../components/address-inputs.tsx';

interface AddressChoiceProps {
  which: 'shipTo' | 'billTo';
  legend: string;
  /** The customer's address book; a guest has none and types the address. */
  book: readonly Address[];
  /** Also written into each control, so that a page the server renders shows them before any script. */
  defaults: ShipmentForm;
  /** Shown under the new address's fields (the shipping address's "Save this address"). */
  children?: ReactNode;
}

/**
 * Where an order ships, or is billed: one of the book's addresses, or a new one typed in. The new
 * address's fields show when "A new address" is chosen, by the stylesheet, so also before any script.
 */
export function AddressChoice({ which, legend, book, defaults, children }: AddressChoiceProps) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<ShipmentForm>();
  const choiceField = which === 'shipTo' ? 'shipToChoice' : 'billToChoice';
  const country = useWatch({ control, name: `${which}.country` }) ?? '';
  const section = which === 'shipTo' ? 'shipping' : 'billing';

  return (
    <fieldset className="address-choice fieldset">
      <legend className="fieldset-legend text-base">{legend}</legend>
      {book.length > 0 && (
        <div className="flex flex-col gap-2">
          {[
            ...book.map((address) => ({ value: address._id, text: addressOnOneLine(address) })),
            newChoice,
          ].map(({ value, text }) => (
            <label key={value} className="flex items-start gap-2">
              <input
                type="radio"
                value={value}
                {...register(choiceField)}
                defaultChecked={defaults[choiceField] === value}
                className="radio radio-sm mt-0.5"
              />
              <span>{text}</span>
            </label>
          ))}
        </div>
      )}
      <div className={book.length > 0 ? 'new-address' : undefined}>
        <AddressInputs
          register={(name, options) => register(`${which}.${name}`, options)}
          errors={errors[which]}
          country={country}
          onCountryChange={() => setValue(`${which}.region`, '')}
          defaultValues={defaults[which]}
          section={section}
        />
        {children}
      </div>
    </fieldset>
  );
}

const newChoice = { value: NEW_ADDRESS, text: 'A new address' };
