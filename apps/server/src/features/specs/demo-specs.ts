import { inArray, or } from 'drizzle-orm';
import type { SpecKind } from '@crankworks/contract';
import { product, productSpec, spec } from '../../db/schema/index.ts';
import type { SeedStep } from '../../db/seed/step.ts';
import { slugOf } from '../../lib/slug.ts';
import { storedSpecValue } from './part-specs.ts';

/**
 * A demo specification and the demo parts' values of it, as their descriptions say: a product's by
 * its name, a variant's own by its name with its values (decision 078).
 */
interface DemoSpec {
  name: string;
  kind: SpecKind;
  unit?: string;
  values: Record<string, string>;
}

export const demoSpecs: DemoSpec[] = [
  {
    name: 'Speeds',
    kind: 'number',
    values: {
      'Forge 2x11 Road Crankset': '11',
      'ShiftLine 11-Speed Rear Derailleur': '11',
      'LinkPro 11-Speed Chain': '11',
      'RidgeLine 11-34T Cassette': '11',
    },
  },
  {
    name: 'Crank length',
    kind: 'number',
    unit: 'mm',
    values: {
      'Forge 2x11 Road Crankset — 165 mm': '165',
      'Forge 2x11 Road Crankset — 170 mm': '170',
      'Forge 2x11 Road Crankset — 172.5 mm': '172.5',
      'Forge 2x11 Road Crankset — 175 mm': '175',
    },
  },
  {
    name: 'Chainring teeth',
    kind: 'number',
    unit: 'teeth',
    values: {
      'Forge Narrow-Wide Chainring — 32T': '32',
      'Forge Narrow-Wide Chainring — 34T': '34',
      'Forge Narrow-Wide Chainring — 36T': '36',
      'Forge Narrow-Wide Chainring — 38T': '38',
    },
  },
  { name: 'Bolt circle', kind: 'number', unit: 'mm', values: { 'Forge Narrow-Wide Chainring': '104' } },
  { name: 'Spindle', kind: 'number', unit: 'mm', values: { 'Forge 2x11 Road Crankset': '24' } },
  { name: 'Chainrings', kind: 'text', values: { 'Forge 2x11 Road Crankset': '50/34T' } },
  { name: 'Largest cog', kind: 'number', unit: 'teeth', values: { 'RidgeLine 11-34T Cassette': '34' } },
  {
    name: 'Freehub',
    kind: 'text',
    values: { 'RidgeLine 11-34T Cassette': 'HG', 'TrueSpin Sealed Rear Hub': 'HG' },
  },
  { name: 'Brake mount', kind: 'text', values: { 'StopMaster Hydraulic Disc Brake Caliper': 'Flat mount' } },
  {
    name: 'Rotor size',
    kind: 'number',
    unit: 'mm',
    values: {
      'CoolDisc Brake Rotor — 140 mm': '140',
      'CoolDisc Brake Rotor — 160 mm': '160',
      'CoolDisc Brake Rotor — 180 mm': '180',
      'CoolDisc Brake Rotor — 203 mm': '203',
    },
  },
  { name: 'Rotor mount', kind: 'text', values: { 'CoolDisc Brake Rotor': '6-bolt' } },
  { name: 'Spoke holes', kind: 'number', values: { 'TrueSpin Sealed Rear Hub': '32' } },
  { name: 'Wheel size', kind: 'text', values: { 'TrailGrip 29 x 2.4 Tubeless Tyre': '29"' } },
  { name: 'Tyre width', kind: 'number', unit: 'in', values: { 'TrailGrip 29 x 2.4 Tubeless Tyre': '2.4' } },
  { name: 'Tubeless ready', kind: 'yes-no', values: { 'TrailGrip 29 x 2.4 Tubeless Tyre': 'yes' } },
  {
    name: 'Clamp diameter',
    kind: 'number',
    unit: 'mm',
    values: { 'AeroBend Alloy Drop Handlebar': '31.8', 'Summit 31.8 Alloy Stem': '31.8' },
  },
  { name: 'Bar width', kind: 'number', unit: 'mm', values: { 'AeroBend Alloy Drop Handlebar': '420' } },
  { name: 'Stem length', kind: 'number', unit: 'mm', values: { 'Summit 31.8 Alloy Stem': '90' } },
  {
    name: 'Material',
    kind: 'text',
    values: {
      'Forge 2x11 Road Crankset': 'Aluminium',
      'RidgeLine 11-34T Cassette': 'Steel',
      'LinkPro 11-Speed Chain': 'Steel',
      'AeroBend Alloy Drop Handlebar': 'Aluminium',
      'Summit 31.8 Alloy Stem': 'Aluminium',
      'GripStep Aluminium Flat Pedals': 'Aluminium',
      'CoolDisc Brake Rotor': 'Stainless steel',
      'Forge Narrow-Wide Chainring': 'Aluminium',
    },
  },
];

/** Gives the demo parts their specifications, in a new database only (a shop may delete them). */
export const seedDemoSpecs: SeedStep = async ({ db, newDatabase }) => {
  if (!newDatabase) return;
  const names = [...new Set(demoSpecs.flatMap((demo) => Object.keys(demo.values)))];
  const parts = await db
    .select({
      id: product.id,
      name: product.name,
      variantName: product.variantName,
      variantOf: product.variantOf,
    })
    .from(product)
    .where(or(inArray(product.name, names), inArray(product.variantName, names)));
  const partIds = new Map([
    ...parts.map((part): [string, string] => [part.variantName, part.id]),
    ...parts.filter((part) => !part.variantOf).map((part): [string, string] => [part.name, part.id]),
  ]);
  for (const demo of demoSpecs) {
    const [row] = await db
      .insert(spec)
      .values({ name: demo.name, key: slugOf(demo.name, 'spec'), kind: demo.kind, unit: demo.unit ?? null })
      .returning({ id: spec.id });
    if (!row) throw new Error('insert returned no row');
    const values = Object.entries(demo.values).flatMap(([name, value]) => {
      const productId = partIds.get(name);
      const stored = storedSpecValue(demo.kind, value);
      if (typeof stored === 'string') throw new Error(`demo ${demo.name} of ${name}: ${stored}`);
      return productId ? [{ productId, specId: row.id, ...stored }] : [];
    });
    if (values.length) await db.insert(productSpec).values(values);
  }
};
