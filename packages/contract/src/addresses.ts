import { z } from 'zod';
import { countryCodes, countryRules, type CountryCode, type CountryRules } from './address-countries.ts';
import { idSchema, text } from './common.ts';
import { requiredOr } from './error-messages.ts';

const line = (max: number) =>
  text({ error: requiredOr('must be text') })
    .trim()
    .max(max, { error: `must be at most ${max} characters` });
const required = (max: number) => line(max).min(1, { error: 'is required' });

/** Postal codes and VAT IDs are compared upper-case; a postal code keeps one space where it had some. */
const postalCodeOf = (value: string) => value.toUpperCase().replace(/\s+/g, ' ');
export const vatIdOf = (value: string) => value.toUpperCase().replace(/[\s.-]/g, '');

/** What a refusal of a field says, or nothing when the field is right for the country. */
function postalCodeProblem(rules: CountryRules, postalCode: string) {
  if (rules.postalPattern.test(postalCode)) return undefined;
  return `must be ${rules.postalName}, like ${rules.postalExample}`;
}

function regionProblem(rules: CountryRules, region: string) {
  if (!rules.regions)
    return region === '' ? undefined : 'must be left empty: the shop keeps no regions for this country';
  if (region === '') return `is required: choose ${rules.regions.kind}`;
  return rules.regions.list.some((known) => known.code === region)
    ? undefined
    : `must be ${rules.regions.kind} from the list`;
}

/** Why a VAT ID is not one of its country's (in the EU), or nothing; a tax ID outside the EU is free. */
export function vatIdProblem(rules: CountryRules, country: string, vatId: string) {
  if (vatId === '' || !rules.vat) return undefined;
  const { name, pattern, example } = rules.vat;
  return vatId.startsWith(country) && pattern.test(vatId.slice(country.length))
    ? undefined
    : `must be ${name}, like ${example}`;
}

/**
 * A structured address (docs/product.md, Addresses): the same schema for the profile's form and
 * the API, checked per country by the rules of address-countries.ts.
 */
export const addressFieldsSchema = z
  .object({
    fullName: required(100),
    company: line(100).default(''),
    line1: required(120),
    line2: line(120).default(''),
    city: required(80),
    region: line(10).default(''),
    postalCode: required(12).transform(postalCodeOf),
    country: z.enum(countryCodes, { error: 'must be a country we ship to' }),
    phone: required(30).regex(/^\+?[0-9 ()-]{6,20}$/, {
      error: 'must be a phone number (6–20 digits, spaces, dashes or brackets)',
    }),
    // Outside the EU a tax ID of any shape; in the EU a VAT ID checked for its form.
    vatId: line(30).default('').transform(vatIdOf),
  })
  .superRefine((address, context) => {
    const rules = countryRules(address.country);
    if (!rules) return;
    const problems = {
      postalCode: postalCodeProblem(rules, address.postalCode),
      region: regionProblem(rules, address.region),
      vatId: vatIdProblem(rules, address.country, address.vatId),
    };
    for (const [field, message] of Object.entries(problems))
      if (message) context.addIssue({ code: 'custom', path: [field], message });
  });
export type AddressFields = z.output<typeof addressFieldsSchema>;
/** What a form holds before the schema has trimmed and normalised it. */
export type AddressInput = z.input<typeof addressFieldsSchema>;

/** What an address is written with: a stored one's fields are plain strings. */
export type AddressText = Record<
  'fullName' | 'company' | 'line1' | 'line2' | 'city' | 'region' | 'postalCode' | 'country',
  string
>;

/** The lines an address is written in, as a label or an invoice prints it; no empty line. */
export function addressLines(address: AddressText): string[] {
  const place = [address.city, address.region, address.postalCode].filter(Boolean).join(' ');
  const country = countryRules(address.country)?.name ?? address.country;
  return [address.fullName, address.company, address.line1, address.line2, place, country].filter(Boolean);
}

/** An address of the book, as the API answers it. Plain strings: stored values stay readable. */
export const addressSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  company: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
  vatId: z.string(),
  isDefaultShipping: z.boolean(),
  isDefaultBilling: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** A saved address as a form or an order takes it. */
export const addressInputOf = (address: Address): AddressInput => ({
  fullName: address.fullName,
  company: address.company,
  line1: address.line1,
  line2: address.line2,
  city: address.city,
  region: address.region,
  postalCode: address.postalCode,
  country: address.country as CountryCode,
  phone: address.phone,
  vatId: address.vatId,
});

export const addressBookSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressBook = z.infer<typeof addressBookSchema>;

export const addressUseSchema = z.enum(['shipping', 'billing'], { error: 'must be shipping or billing' });
export type AddressUse = z.infer<typeof addressUseSchema>;

/** `PUT /api/addresses/:id/default/:use`. */
export const addressDefaultParamsSchema = z.object({
  id: idSchema,
  use: addressUseSchema,
});

/** How many addresses one customer's book holds at most. */
export const MAX_ADDRESSES = 20;

export const addressMessages = {
  notFound: 'No such address in your address book',
  bookFull: `Your address book holds ${MAX_ADDRESSES} addresses at most: delete one first`,
  saved: 'Address saved',
  deleted: 'Address deleted',
  defaultSet: (use: AddressUse) => `Default ${use} address set`,
} as const;
