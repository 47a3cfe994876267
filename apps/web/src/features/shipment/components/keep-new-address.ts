import { addressFieldsSchema, NEW_ADDRESS, type ShipmentForm } from '@crankworks/contract';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateAddress } from '../../profile/index.ts';

/**
 * Once the order is placed, the new shipping address goes into the book when the customer asked:
 * a book that is full or refuses it says so, and the order stands either way.
 */
export function useKeepNewAddress() {
  const create = useCreateAddress();
  return (form: ShipmentForm) => {
    if (form.shipToChoice !== NEW_ADDRESS || !form.saveAddress) return;
    create.mutate(addressFieldsSchema.parse(form.shipTo), {
      onError: (error) =>
        toast.error(`Your order is placed; the address was not saved: ${errorMessage(error)}`),
    });
  };
}
