import { shippingZoneInputSchema, type ShippingZoneFields } from '@crankworks/contract';
import type { SeedStep } from '../../db/seed/step.ts';
import { saveZone } from './zones.ts';

const standard = (
  rates: [number | null, number][],
  freeAbove: number | null,
  minDays: number,
  maxDays: number,
) => ({
  name: 'Standard',
  basis: 'weight' as const,
  rates: rates.map(([upTo, price]) => ({ upTo, price })),
  freeAbove,
  minDays,
  maxDays,
});
const express = (rates: [number | null, number][], minDays: number, maxDays: number) => ({
  ...standard(rates, null, minDays, maxDays),
  name: 'Express',
});
/** Pallets: any weight, a price by the goods' value (insurance grows with it). */
const freight = (minDays: number, maxDays: number) => ({
  name: 'Freight',
  basis: 'value' as const,
  rates: [
    { upTo: 2000, price: 89 },
    { upTo: null, price: 149 },
  ],
  freeAbove: null,
  minDays,
  maxDays,
});

const areas = (codes: string) =>
  codes.split(' ').map((code) => {
    const [country = '', region = ''] = code.split(':');
    return { country, region } as ShippingZoneFields['areas'][number];
  });

/**
 * Invented rates, so the demo's checkout has something to choose: by weight in grams up to 30 kg,
 * freight beyond; Japan is left out, so the demo also shows an address the shop does not serve.
 */
export const demoZones: ShippingZoneFields[] = [
  {
    name: 'United States',
    areas: areas('US'),
    methods: [
      standard(
        [
          [1000, 6.95],
          [5000, 12.95],
          [30000, 24.95],
        ],
        150,
        3,
        5,
      ),
      express(
        [
          [5000, 24.95],
          [30000, 44.95],
        ],
        1,
        2,
      ),
      freight(5, 8),
    ],
  },
  {
    name: 'Alaska and Hawaii',
    areas: areas('US:AK US:HI'),
    methods: [
      standard(
        [
          [1000, 14.95],
          [5000, 29.95],
          [30000, 59.95],
        ],
        null,
        5,
        9,
      ),
      freight(10, 15),
    ],
  },
  {
    name: 'Canada',
    areas: areas('CA'),
    methods: [
      standard(
        [
          [2000, 14.95],
          [30000, 34.95],
        ],
        200,
        5,
        8,
      ),
      freight(7, 12),
    ],
  },
  {
    name: 'European Union',
    areas: areas('IE DE FR NL BE AT IT ES PT SE DK FI PL CZ'),
    methods: [
      standard(
        [
          [1000, 9.95],
          [5000, 19.95],
          [30000, 39.95],
        ],
        250,
        4,
        8,
      ),
      express(
        [
          [5000, 39.95],
          [30000, 69.95],
        ],
        2,
        3,
      ),
      freight(8, 14),
    ],
  },
  {
    name: 'United Kingdom, Switzerland and Norway',
    areas: areas('GB CH NO'),
    methods: [
      standard(
        [
          [1000, 11.95],
          [5000, 22.95],
          [30000, 44.95],
        ],
        250,
        4,
        9,
      ),
      freight(8, 14),
    ],
  },
  {
    name: 'Australia and New Zealand',
    areas: areas('AU NZ'),
    methods: [
      standard(
        [
          [2000, 19.95],
          [30000, 59.95],
        ],
        null,
        7,
        14,
      ),
    ],
  },
];

/** Seed step: in demo mode, the demo's zones, into a new database only; a real shop sets its own. */
export const seedDemoZones: SeedStep = async ({ db, config, newDatabase }) => {
  if (!config.demo || !newDatabase) return;
  for (const zone of demoZones) await saveZone(db, undefined, shippingZoneInputSchema.parse(zone));
};
