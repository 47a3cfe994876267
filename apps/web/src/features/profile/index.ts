/** What other parts of the app may use of the profile: a customer's address book, and what the server renders. */
export { accountSessionsQueryOptions } from './api/get-account-sessions.ts';
export { profileQueryOptions } from './api/get-profile.ts';
export { addressesQueryOptions, useAddresses } from './api/get-addresses.ts';
export { useCreateAddress } from './api/create-address.ts';
