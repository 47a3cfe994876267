import { countryRules, NEW_ADDRESS, type Address, type ShipmentForm } from '@crankworks/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import type { OptionsRequest } from '../api/get-shipping-options.ts';

type Place = Partial<Record<'country' | 'region' | 'vatId', string>>;
type Choices = Pick<ShipmentForm, 'shipToChoice' | 'shipTo' | 'billToSame' | 'billToChoice' | 'billTo'>;

/** The address a choice stands for: the book's, or the one typed in. */
const chosen = (choice: string, typed: Place | undefined, book: readonly Address[]): Place | undefined =>
  choice === NEW_ADDRESS ? typed : book.find((address) => address._id === choice);

/**
 * What the shipping options are asked for as the form stands: where the goods go (country, and
 * region where the country has them), the business buyer's VAT ID (billing first, as the order's
 * tax follows it) and the lines. Undefined until the shipping address says where.
 */
export function quoteRequestOf(
  form: Choices,
  book: readonly Address[],
  lines: OptionsRequest['lines'],
): OptionsRequest | undefined {
  const place = chosen(form.shipToChoice, form.shipTo, book);
  const country = place?.country ?? '';
  const region = place?.region ?? '';
  const regions = countryRules(country)?.regions;
  if (!countryRules(country) || (regions && !regions.list.some((known) => known.code === region)))
    return undefined;
  if (lines.length === 0) return undefined;
  const billing = form.billToSame ? undefined : chosen(form.billToChoice, form.billTo, book);
  const vatId = billing?.vatId || place?.vatId || '';
  return { to: { country, region, vatId }, lines };
}

/** The quote's request as the customer fills the form in. */
export function useQuoteRequest(book: readonly Address[], lines: OptionsRequest['lines']) {
  const { control } = useFormContext<ShipmentForm>();
  const [shipToChoice, shipTo, billToSame, billToChoice, billTo] = useWatch({
    control,
    name: ['shipToChoice', 'shipTo', 'billToSame', 'billToChoice', 'billTo'],
  });
  return quoteRequestOf({ shipToChoice, shipTo, billToSame, billToChoice, billTo }, book, lines);
}
