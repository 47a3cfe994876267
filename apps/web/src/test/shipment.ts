import type { Address, ShippingOptions } from '@crankworks/contract';
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse } from './render.tsx';

/** The customer's default shipping and billing address, in New York. */
export const home: Address = {
  _id: '11111111-1111-4111-8111-111111111111',
  fullName: 'Ada Rider',
  company: '',
  line1: '350 Fifth Avenue',
  line2: '',
  city: 'New York',
  region: 'NY',
  postalCode: '10118',
  country: 'US',
  phone: '+1 212 555 0100',
  vatId: '',
  isDefaultShipping: true,
  isDefaultBilling: true,
};

export const standardId = '22222222-2222-4222-8222-222222222222';
export const expressId = '33333333-3333-4333-8333-333333333333';

/** The options for New York: Standard and Express, with sales tax on $100 of parts. */
export function aQuote(overrides: Partial<ShippingOptions> = {}): ShippingOptions {
  return {
    zone: 'United States',
    goods: 100,
    taxRate: { label: 'Sales tax 4%', reverseCharge: false, note: null },
    options: [
      {
        methodId: standardId,
        name: 'Standard',
        price: 6.95,
        minDays: 3,
        maxDays: 5,
        tax: 4.28,
        total: 111.23,
      },
      { methodId: expressId, name: 'Express', price: 24.95, minDays: 1, maxDays: 2, tax: 5, total: 129.95 },
    ],
    unserved: null,
    ...overrides,
  };
}

/**
 * The address book and the shipping options as a stubbed server answers them, or undefined for
 * another call; `quote` answers each options request (its body parsed).
 */
export function shipmentAnswer(
  key: string,
  init: RequestInit | undefined,
  {
    book = [home],
    quote = () => aQuote(),
  }: { book?: Address[]; quote?: (body: unknown) => ShippingOptions } = {},
) {
  if (key === 'GET /api/addresses') return jsonResponse({ addresses: book });
  if (key === 'POST /api/shipping/options') return jsonResponse(quote(JSON.parse(String(init?.body))));
  return undefined;
}

/** Types a new address in Berlin into the fieldset named `legend` (the shipping or billing address). */
export async function typeBerlinAddress(user: UserEvent, fieldset: HTMLElement, vatId = '') {
  const field = within(fieldset);
  await user.type(field.getByLabelText('Full name'), 'Greta Kurbel');
  await user.selectOptions(field.getByLabelText('Country'), 'DE');
  await user.type(field.getByLabelText('Address line 1'), 'Kettenweg 5');
  await user.type(field.getByLabelText('City'), 'Berlin');
  await user.type(field.getByLabelText('Postal code'), '10115');
  await user.type(field.getByLabelText('Phone'), '+49 30 555 0100');
  if (vatId) await user.type(field.getByLabelText('VAT or tax ID (optional, for a business)'), vatId);
}
