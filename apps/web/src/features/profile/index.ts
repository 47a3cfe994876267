/** What other parts of the app may use of the profile: a customer's address book. */
export { addressesQueryOptions, useAddresses } from './api/get-addresses.ts';
export { useCreateAddress } from './api/create-address.ts';
