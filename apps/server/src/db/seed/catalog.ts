import type { NewProduct } from '@crankworks/contract';
import { toCents } from '../../lib/money.ts';
import { product } from '../schema/index.ts';
import type { SeedStep } from './step.ts';

const image = (slug: string) => `/images/products/${slug}.svg`;

/** A demo product's variant besides its own row: its values and part number, and what differs. */
interface DemoVariant {
  values: string[];
  sku: string;
  price?: number;
  availableQty: number;
  weightGrams?: number;
}

/**
 * A demo part says what it weighs packed, so the demo's shipping by weight has weights to count, and
 * its part number; a product with options gives its own row's values and its other variants.
 */
type DemoPart = NewProduct & {
  weightGrams: number;
  sku: string;
  options?: string[];
  values?: string[];
  variants?: DemoVariant[];
};

/** The starting catalogue: what the factory makes, sold in batches (minimumQty) from stock (availableQty). */
export const catalog: DemoPart[] = [
  {
    name: 'Forge 2x11 Road Crankset',
    sku: 'FG-RC211-165',
    img: image('crankset'),
    ShortDescription:
      'Hollow-forged aluminium arms with 50/34T chainrings on a 24 mm spindle. Stiff, light and made for a lifetime of climbing.',
    price: 189.99,
    availableQty: 640,
    minimumQty: 10,
    weightGrams: 780,
    moreImages: [image('crankset-arm')],
    options: ['Crank length'],
    values: ['165 mm'],
    variants: [
      { values: ['170 mm'], sku: 'FG-RC211-170', availableQty: 880, weightGrams: 785 },
      { values: ['172.5 mm'], sku: 'FG-RC211-1725', availableQty: 1200, weightGrams: 790 },
      { values: ['175 mm'], sku: 'FG-RC211-175', price: 194.99, availableQty: 420, weightGrams: 795 },
    ],
  },
  {
    name: 'ShiftLine 11-Speed Rear Derailleur',
    sku: 'SL-RD11-LC',
    img: image('rear-derailleur'),
    ShortDescription:
      'Clutch-equipped long-cage rear derailleur for cassettes up to 42T. Crisp shifts and a quiet chain on rough roads.',
    price: 74.5,
    availableQty: 1200,
    minimumQty: 20,
    weightGrams: 320,
  },
  {
    name: 'StopMaster Hydraulic Disc Brake Caliper',
    sku: 'SM-HDC-FM',
    img: image('disc-brake-caliper'),
    ShortDescription:
      'Two-piston flat-mount caliper with mineral-oil hydraulics and finned pads. Strong, easy to modulate and simple to bleed.',
    price: 62.75,
    availableQty: 900,
    minimumQty: 10,
    weightGrams: 240,
  },
  {
    name: 'LinkPro 11-Speed Chain',
    sku: 'LP-CH11-116',
    img: image('chain'),
    ShortDescription:
      'Nickel-plated 116-link chain with hollow pins and a reusable quick link. Rust-resistant and quiet under load.',
    price: 24.99,
    availableQty: 5000,
    minimumQty: 50,
    weightGrams: 280,
  },
  {
    name: 'RidgeLine 11-34T Cassette',
    sku: 'RL-CS11-1134',
    img: image('cassette'),
    ShortDescription:
      'Eleven hardened steel cogs on an aluminium spider for a wide, even gear range. Fits standard HG freehub bodies.',
    price: 58.4,
    availableQty: 1500,
    minimumQty: 20,
    weightGrams: 360,
  },
  {
    name: 'TrueSpin Sealed Rear Hub',
    sku: 'TS-RH-32H',
    img: image('rear-hub'),
    ShortDescription:
      'CNC-machined 32-hole hub with sealed cartridge bearings and a 54-tooth ratchet for fast engagement.',
    price: 129.0,
    availableQty: 450,
    minimumQty: 5,
    weightGrams: 420,
  },
  {
    name: 'ComfortLine Road Saddle',
    sku: 'CL-SD-RD',
    img: image('saddle'),
    ShortDescription:
      'Pressure-relief channel, chromoly rails and a water-resistant cover. Built for long days in the saddle.',
    price: 39.95,
    availableQty: 2200,
    minimumQty: 25,
    weightGrams: 360,
  },
  {
    name: 'AeroBend Alloy Drop Handlebar',
    sku: 'AB-DB-420',
    img: image('handlebar'),
    ShortDescription:
      'Compact-drop 6061 alloy bar, 420 mm wide with a 31.8 mm clamp and internal cable routing.',
    price: 44.99,
    availableQty: 1100,
    minimumQty: 10,
    weightGrams: 420,
  },
  {
    name: 'GripStep Aluminium Flat Pedals',
    sku: 'GS-FP-AL',
    img: image('pedals'),
    ShortDescription:
      'Wide concave platforms with ten replaceable pins per side, spinning on sealed bearings and a steel axle.',
    price: 34.5,
    availableQty: 1800,
    minimumQty: 20,
    weightGrams: 480,
  },
  {
    name: 'TrailGrip 29 x 2.4 Tubeless Tyre',
    sku: 'TG-29-24-TL',
    img: image('tyre'),
    ShortDescription:
      'Dual-compound trail tyre with a reinforced casing and tubeless-ready bead. Grips on roots, rock and loose dirt.',
    price: 49.9,
    availableQty: 3000,
    minimumQty: 30,
    weightGrams: 1_080,
  },
  {
    name: 'CoolDisc Brake Rotor',
    sku: 'CD-RT6B-160',
    img: image('disc-rotor'),
    ShortDescription:
      'Six-bolt stainless steel rotor with a cut-out pattern that sheds heat and mud on long descents.',
    price: 18.75,
    availableQty: 4000,
    minimumQty: 40,
    weightGrams: 150,
    moreImages: [image('disc-rotor-sizes')],
    options: ['Size'],
    values: ['160 mm'],
    variants: [
      { values: ['140 mm'], sku: 'CD-RT6B-140', price: 16.75, availableQty: 1500, weightGrams: 120 },
      { values: ['180 mm'], sku: 'CD-RT6B-180', price: 21.5, availableQty: 3000, weightGrams: 180 },
      { values: ['203 mm'], sku: 'CD-RT6B-203', price: 24.5, availableQty: 900, weightGrams: 215 },
    ],
  },
  {
    name: 'Summit 31.8 Alloy Stem',
    sku: 'SU-ST318-90',
    img: image('stem'),
    ShortDescription:
      'Forged 90 mm stem with a four-bolt faceplate and a 6-degree rise. Holds the bar firm without crushing it.',
    price: 29.99,
    availableQty: 260,
    minimumQty: 5,
    weightGrams: 190,
  },
  {
    name: 'Forge Narrow-Wide Chainring',
    sku: 'FG-CR-NW-32',
    img: image('chainring'),
    ShortDescription:
      'CNC-machined 7075 aluminium single chainring on a 104 mm BCD, with narrow-wide teeth that hold the chain without a guide.',
    price: 39.5,
    availableQty: 700,
    minimumQty: 10,
    weightGrams: 100,
    moreImages: [image('chainring-teeth')],
    options: ['Teeth'],
    values: ['32T'],
    variants: [
      { values: ['34T'], sku: 'FG-CR-NW-34', availableQty: 900, weightGrams: 106 },
      { values: ['36T'], sku: 'FG-CR-NW-36', price: 42.5, availableQty: 600, weightGrams: 112 },
      { values: ['38T'], sku: 'FG-CR-NW-38', price: 42.5, availableQty: 300, weightGrams: 118 },
    ],
  },
];

/**
 * Inserts the catalogue into a new database; rows get ascending times so the list keeps this order.
 * Each product's other variants follow it, sharing its name, description, pictures and status.
 */
export const seedCatalog: SeedStep = async ({ db, log, newDatabase }) => {
  if (!newDatabase) return;
  const start = Date.now() - catalog.length * 1000;
  const products = await db
    .insert(product)
    .values(
      catalog.map((item, index) => ({
        name: item.name,
        sku: item.sku,
        img: item.img,
        moreImages: item.moreImages ?? [],
        shortDescription: item.ShortDescription,
        priceCents: toCents(item.price),
        availableQty: item.availableQty,
        minimumQty: item.minimumQty,
        weightGrams: item.weightGrams,
        options: item.options ?? [],
        optionValues: item.values ?? [],
        createdAt: new Date(start + index * 1000),
      })),
    )
    .returning({ id: product.id, sku: product.sku });
  const idOf = new Map(products.map((row) => [row.sku, row.id]));
  const variants = catalog.flatMap((item) =>
    (item.variants ?? []).map((variant, index) => ({
      name: item.name,
      sku: variant.sku,
      img: item.img,
      moreImages: item.moreImages ?? [],
      shortDescription: item.ShortDescription,
      priceCents: toCents(variant.price ?? item.price),
      availableQty: variant.availableQty,
      minimumQty: item.minimumQty,
      weightGrams: variant.weightGrams ?? item.weightGrams,
      optionValues: variant.values,
      variantOf: idOf.get(item.sku),
      variantPosition: index + 1,
    })),
  );
  if (variants.length) await db.insert(product).values(variants);
  log.info({ products: catalog.length, variants: variants.length }, 'seeded the product catalogue');
};
