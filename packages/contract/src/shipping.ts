import { z } from 'zod';
import { countryCodes, countryRules } from './address-countries.ts';
import { vatIdOf, vatIdProblem } from './addresses.ts';
import { dollarsSchema, idSchema, isWholeCents, text } from './common.ts';
import { requiredOr } from './error-messages.ts';

/**
 * Shipping zones, their methods and rates (decision 067). Money crosses the API as dollars and is
 * stored in cents; a weight is in grams both ways.
 */
export const shippingBases = ['weight', 'value'] as const;
export const shippingBasisSchema = z.enum(shippingBases, { error: 'must be weight or value' });
export type ShippingBasis = z.infer<typeof shippingBasisSchema>;

/** A bracket as stored: up to `upTo` grams (or cents of goods) inclusive, or any above (null). */
export interface RateBracket {
  upTo: number | null;
  priceCents: number;
}

export const MAX_ZONE_AREAS = 60;
export const MAX_ZONE_METHODS = 8;
export const MAX_METHOD_RATES = 10;
/** 1,000 kg: more than a pallet of parts. */
export const MAX_WEIGHT_GRAMS = 1_000_000;

const name = (max: number) =>
  text({ error: requiredOr('must be text') })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });

const days = z
  .number({ error: requiredOr('must be a number') })
  .int({ error: 'must be a whole number of days' })
  .min(0, { error: 'must not be negative' })
  .max(90, { error: 'must be at most 90' });

const country = z.enum(countryCodes, { error: 'must be a country we ship to' });
const region = text({ error: 'must be text' }).trim().max(10).default('');

/** Why a region is not one of the country's, or nothing; empty is the whole country. */
function regionOfCountryProblem(code: string, value: string) {
  if (value === '') return undefined;
  const regions = countryRules(code)?.regions;
  if (regions?.list.some((known) => known.code === value)) return undefined;
  return regions ? `must be ${regions.kind} from the list` : 'must be left empty for this country';
}

/** A country, or one region of it (a code from the country's list). */
export const zoneAreaSchema = z.object({ country, region }).superRefine((area, context) => {
  const message = regionOfCountryProblem(area.country, area.region);
  if (message) context.addIssue({ code: 'custom', path: ['region'], message });
});
export type ZoneArea = z.output<typeof zoneAreaSchema>;

/** A bracket as an admin enters it: `upTo` in grams (weight) or dollars of goods (value). */
const rateSchema = z.object({
  upTo: z
    .number({ error: 'must be a number, or empty for any above' })
    .positive({ error: 'must be more than 0' })
    .max(MAX_WEIGHT_GRAMS * 1000, { error: 'is too large' })
    .nullable(),
  price: dollarsSchema,
});

export const shippingMethodInputSchema = z
  .object({
    name: name(60),
    basis: shippingBasisSchema,
    rates: z
      .array(rateSchema, { error: 'must be a list of rates' })
      .min(1, { error: 'must have at least one rate' })
      .max(MAX_METHOD_RATES, { error: `must have at most ${MAX_METHOD_RATES} rates` }),
    /** Goods from this value on ship free; null: never free. */
    freeAbove: dollarsSchema.nullable().default(null),
    minDays: days,
    maxDays: days,
  })
  .superRefine((method, context) => {
    if (method.maxDays < method.minDays)
      context.addIssue({
        code: 'custom',
        path: ['maxDays'],
        message: 'must not be less than the fewest days',
      });
    method.rates.forEach((rate, index) => {
      const previous = method.rates[index - 1];
      const outOfOrder =
        previous !== undefined &&
        (previous.upTo === null || (rate.upTo !== null && rate.upTo <= previous.upTo));
      if (outOfOrder)
        context.addIssue({
          code: 'custom',
          path: ['rates', index, 'upTo'],
          message: 'must be more than the rate before, and only the last rate may have no limit',
        });
      if (method.basis === 'weight' && rate.upTo !== null && !Number.isInteger(rate.upTo))
        context.addIssue({ code: 'custom', path: ['rates', index, 'upTo'], message: 'must be whole grams' });
      // A bound of goods is stored in cents: a third decimal would be rounded away unseen.
      if (method.basis === 'value' && rate.upTo !== null && !isWholeCents(rate.upTo))
        context.addIssue({
          code: 'custom',
          path: ['rates', index, 'upTo'],
          message: 'must have at most two decimals',
        });
    });
  });
export type ShippingMethodInput = z.output<typeof shippingMethodInputSchema>;

export const shippingZoneInputSchema = z
  .object({
    name: name(60),
    areas: z
      .array(zoneAreaSchema, { error: 'must be a list of countries' })
      .min(1, { error: 'must name at least one country' })
      .max(MAX_ZONE_AREAS, { error: `must name at most ${MAX_ZONE_AREAS} countries or regions` }),
    methods: z
      .array(shippingMethodInputSchema, { error: 'must be a list of methods' })
      .max(MAX_ZONE_METHODS, { error: `must have at most ${MAX_ZONE_METHODS} methods` }),
  })
  .superRefine((zone, context) => {
    const areas = new Set<string>();
    zone.areas.forEach((area, index) => {
      const key = `${area.country}:${area.region}`;
      if (areas.has(key))
        context.addIssue({ code: 'custom', path: ['areas', index], message: 'is named twice' });
      areas.add(key);
    });
    const names = new Set<string>();
    zone.methods.forEach((method, index) => {
      const key = method.name.toLowerCase();
      if (names.has(key))
        context.addIssue({
          code: 'custom',
          path: ['methods', index, 'name'],
          message: 'is taken by another method',
        });
      names.add(key);
    });
  });
export type ShippingZoneInput = z.output<typeof shippingZoneInputSchema>;
/** A zone as a form or the demo writes it, before the schema has checked and completed it. */
export type ShippingZoneFields = z.input<typeof shippingZoneInputSchema>;

export const shippingMethodSchema = z.object({
  _id: z.string(),
  name: z.string(),
  basis: shippingBasisSchema,
  rates: z.array(z.object({ upTo: z.number().nullable(), price: z.number() })),
  freeAbove: z.number().nullable(),
  minDays: z.number(),
  maxDays: z.number(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const shippingZoneSchema = z.object({
  _id: z.string(),
  name: z.string(),
  areas: z.array(z.object({ country: z.string(), region: z.string() })),
  methods: z.array(shippingMethodSchema),
});
export type ShippingZone = z.infer<typeof shippingZoneSchema>;
export const shippingZonesSchema = z.object({ zones: z.array(shippingZoneSchema) });
export type ShippingZones = z.infer<typeof shippingZonesSchema>;

/** `POST /api/shipping/options`: where to, and what. */
export const shippingOptionsRequestSchema = z.object({
  /** Where the goods go, and a business buyer's VAT ID (the reverse charge, decision 068). */
  to: z
    .object({
      country,
      region,
      vatId: text({ error: 'must be text' }).max(30).default('').transform(vatIdOf),
    })
    .superRefine((to, context) => {
      const rules = countryRules(to.country);
      const problems = {
        region: regionOfCountryProblem(to.country, to.region),
        vatId: rules && vatIdProblem(rules, to.country, to.vatId),
      };
      for (const [field, message] of Object.entries(problems))
        if (message) context.addIssue({ code: 'custom', path: [field], message });
    }),
  lines: z
    .array(
      z.object({
        productId: idSchema,
        qty: z
          .number({ error: requiredOr('must be a number') })
          .int({ error: 'must be a whole number' })
          .min(1, { error: 'must be at least 1' })
          .max(1_000_000, { error: 'must be at most 1000000' }),
      }),
      { error: 'must be a list of lines' },
    )
    .min(1, { error: 'must have at least one line' })
    .max(100, { error: 'must have at most 100 lines' }),
});
export type ShippingOptionsRequest = z.output<typeof shippingOptionsRequestSchema>;

export const shippingOptionSchema = z.object({
  methodId: z.string(),
  name: z.string(),
  /** Dollars, as priced (tax-inclusive when the shop's prices are); 0 when the goods ship free. */
  price: z.number(),
  minDays: z.number(),
  maxDays: z.number(),
  /** The order's tax and total with this method, in dollars: what the card would be charged. */
  tax: z.number(),
  total: z.number(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** The methods that serve the address, cheapest first; none: `unserved` says so in words. */
export const shippingOptionsSchema = z.object({
  zone: z.string().nullable(),
  /** The goods as priced, in dollars. */
  goods: z.number(),
  /**
   * The order's tax rate as its row says it ("VAT 19%", "Sales tax 4%", "Including VAT 21%" when the
   * prices hold the tax, "Reverse charge") and the reverse charge's sentence.
   */
  taxRate: z.object({ label: z.string(), reverseCharge: z.boolean(), note: z.string().nullable() }),
  options: z.array(shippingOptionSchema),
  unserved: z.string().nullable(),
});
export type ShippingOptions = z.infer<typeof shippingOptionsSchema>;

/** What the goods weigh and are worth: what a method's price depends on. */
export interface ShipmentMeasure {
  weightGrams: number;
  goodsCents: number;
}

export interface PricedMethod {
  basis: ShippingBasis;
  rates: readonly RateBracket[];
  freeAboveCents: number | null;
}

/**
 * The price of shipping goods by a method, in cents, or null when the method does not take them (they
 * weigh, or are worth, more than its last bounded bracket). Free from `freeAboveCents` of goods on.
 */
export function shippingPriceCents(method: PricedMethod, measure: ShipmentMeasure): number | null {
  const amount = method.basis === 'weight' ? measure.weightGrams : measure.goodsCents;
  const bracket = method.rates.find((rate) => rate.upTo === null || amount <= rate.upTo);
  if (!bracket) return null;
  if (method.freeAboveCents !== null && measure.goodsCents >= method.freeAboveCents) return 0;
  return bracket.priceCents;
}

/** "New York, United States"; "Germany". */
export function placeName(country: string, region = '') {
  const rules = countryRules(country);
  const regionName = rules?.regions?.list.find((known) => known.code === region)?.name;
  const countryName = rules?.name ?? country;
  return regionName ? `${regionName}, ${countryName}` : countryName;
}

/** "2–4 business days", "1 business day", "Ships today". */
export function deliveryEstimate(minDays: number, maxDays: number) {
  if (maxDays === 0) return 'Ships today';
  const span = minDays === maxDays ? `${maxDays}` : `${minDays}–${maxDays}`;
  return `${span} business day${maxDays === 1 ? '' : 's'}`;
}

export const shippingMessages = {
  zoneNotFound: 'No such shipping zone',
  zoneNameTaken: 'Another shipping zone has this name',
  areaTaken: (area: string, zone: string) => `${area} is already in the zone ${zone}`,
  unserved: (place: string) => `We do not ship to ${place} yet: write to us and we will find a way.`,
  noSuchPart: 'A line names a part that is no longer sold: take it out and try again',
  tooHeavy: (place: string) =>
    `No shipping method to ${place} takes an order this heavy or large: write to us for a freight quote.`,
  methodGone:
    'is no longer one of the methods for this address: look at the shipping options again and choose one',
  saved: 'Shipping zone saved',
  deleted: 'Shipping zone deleted',
} as const;
