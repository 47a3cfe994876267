import type { Address, ShipmentForm } from '@crankworks/contract';
import { useFormContext } from 'react-hook-form';
import type { OptionsRequest } from '../api/get-shipping-options.ts';
import { AddressChoice } from './address-choice.tsx';
import { useQuoteRequest } from './quote-request.ts';
import { ShippingMethods } from './shipping-methods.tsx';

interface ShipmentFieldsProps {
  /** What is being ordered: the options are priced for it. */
  lines: OptionsRequest['lines'];
  /** The signed-in customer's address book; a guest's is empty, and he cannot save to it. */
  book: readonly Address[];
  canSave: boolean;
  defaults: ShipmentForm;
}

/**
 * The shipment of an order form (decision 070): where it ships, where it is billed, and by which
 * method, with what the order then comes to. The form around it is a `FormProvider` whose values
 * hold a `ShipmentForm`.
 */
export function ShipmentFields({ lines, book, canSave, defaults }: ShipmentFieldsProps) {
  const { register } = useFormContext<ShipmentForm>();
  const request = useQuoteRequest(book, lines);
  return (
    <div className="shipment flex flex-col">
      <AddressChoice which="shipTo" legend="Shipping address" book={book} defaults={defaults}>
        {canSave && (
          <label className="mt-2 flex items-center gap-2">
            <input
              type="checkbox"
              {...register('saveAddress')}
              defaultChecked={defaults.saveAddress}
              className="checkbox checkbox-sm"
            />
            Save this address in my address book
          </label>
        )}
      </AddressChoice>
      <label className="mt-3 flex items-center gap-2">
        <input
          type="checkbox"
          {...register('billToSame')}
          defaultChecked={defaults.billToSame}
          className="checkbox checkbox-sm"
        />
        Bill to the shipping address
      </label>
      <div className="bill-to">
        <AddressChoice which="billTo" legend="Billing address" book={book} defaults={defaults} />
      </div>
      <ShippingMethods request={request} />
    </div>
  );
}
