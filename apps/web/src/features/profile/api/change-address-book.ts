import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressKeys } from './address-keys.ts';

/** A change to the address book: once it has settled, the book is read again. */
export function useAddressBookChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
