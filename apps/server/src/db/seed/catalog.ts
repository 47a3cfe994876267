import type { NewProduct } from '@crankworks/contract';
import { toCents } from '../../lib/money.ts';
import { product } from '../schema/index.ts';
import type { SeedStep } from './step.ts';

const image = (slug: string) => `/images/products/${slug}.svg`;

/** A demo part says what it weighs packed, so the demo's shipping by weight has weights to count. */
type DemoPart = NewProduct & { weightGrams: number };

/** The starting catalogue: what the factory makes, sold in batches (minimumQty) from stock (availableQty). */
export const catalog: DemoPart[] = [
  {
    name: 'Forge 2x11 Road Crankset',
    img: image('crankset'),
    ShortDescription:
      'Hollow-forged aluminium arms with 50/34T chainrings on a 24 mm spindle. Stiff, light and made for a lifetime of climbing.',
    price: 189.99,
    availableQty: 640,
    minimumQty: 10,
    weightGrams: 780,
  },
  {
    name: 'ShiftLine 11-Speed Rear Derailleur',
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
    img: image('tyre'),
    ShortDescription:
      'Dual-compound trail tyre with a reinforced casing and tubeless-ready bead. Grips on roots, rock and loose dirt.',
    price: 49.9,
    availableQty: 3000,
    minimumQty: 30,
    weightGrams: 1_080,
  },
  {
    name: 'CoolDisc 160 mm Brake Rotor',
    img: image('disc-rotor'),
    ShortDescription:
      'Six-bolt stainless steel rotor with a cut-out pattern that sheds heat and mud on long descents.',
    price: 18.75,
    availableQty: 4000,
    minimumQty: 40,
    weightGrams: 150,
  },
  {
    name: 'Summit 31.8 Alloy Stem',
    img: image('stem'),
    ShortDescription:
      'Forged 90 mm stem with a four-bolt faceplate and a 6-degree rise. Holds the bar firm without crushing it.',
    price: 29.99,
    availableQty: 260,
    minimumQty: 5,
    weightGrams: 190,
  },
];

/** Inserts the catalogue into a new database; rows get ascending times so the list keeps this order. */
export const seedCatalog: SeedStep = async ({ db, log, newDatabase }) => {
  if (!newDatabase) return;
  const start = Date.now() - catalog.length * 1000;
  await db.insert(product).values(
    catalog.map((item, index) => ({
      name: item.name,
      img: item.img,
      shortDescription: item.ShortDescription,
      priceCents: toCents(item.price),
      availableQty: item.availableQty,
      minimumQty: item.minimumQty,
      weightGrams: item.weightGrams,
      createdAt: new Date(start + index * 1000),
    })),
  );
  log.info({ products: catalog.length }, 'seeded the product catalogue');
};
