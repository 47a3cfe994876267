import type { AddressInput } from '@crankworks/contract';

/** A customer's address in New York (sales tax 4 %, the demo zone "United States"). */
export const newYork = {
  fullName: 'Ada Rider',
  line1: '350 Fifth Avenue',
  city: 'New York',
  region: 'NY',
  postalCode: '10118',
  country: 'US',
  phone: '+1 212 555 0100',
} satisfies AddressInput;
