import { and, inArray } from 'drizzle-orm';
import { category, isProduct, product, productCategory } from '../../db/schema/index.ts';
import type { SeedStep } from '../../db/seed/step.ts';
import { slugOf } from '../../lib/slug.ts';

/** The demo catalogue's tree: each category with the demo parts in it, and the categories inside. */
interface DemoCategory {
  name: string;
  parts?: string[];
  inside?: DemoCategory[];
}

export const demoCategories: DemoCategory[] = [
  {
    name: 'Drivetrain',
    inside: [
      { name: 'Cranksets', parts: ['Forge 2x11 Road Crankset'] },
      { name: 'Chainrings', parts: ['Forge Narrow-Wide Chainring'] },
      { name: 'Chains', parts: ['LinkPro 11-Speed Chain'] },
      { name: 'Cassettes', parts: ['RidgeLine 11-34T Cassette'] },
      { name: 'Derailleurs', parts: ['ShiftLine 11-Speed Rear Derailleur'] },
    ],
  },
  {
    name: 'Brakes',
    inside: [
      { name: 'Calipers', parts: ['StopMaster Hydraulic Disc Brake Caliper'] },
      { name: 'Rotors', parts: ['CoolDisc Brake Rotor'] },
    ],
  },
  {
    name: 'Wheels',
    inside: [
      { name: 'Hubs', parts: ['TrueSpin Sealed Rear Hub'] },
      { name: 'Tyres', parts: ['TrailGrip 29 x 2.4 Tubeless Tyre'] },
    ],
  },
  {
    name: 'Cockpit',
    inside: [
      { name: 'Handlebars', parts: ['AeroBend Alloy Drop Handlebar'] },
      { name: 'Stems', parts: ['Summit 31.8 Alloy Stem'] },
      { name: 'Saddles', parts: ['ComfortLine Road Saddle'] },
    ],
  },
  { name: 'Pedals', parts: ['GripStep Aluminium Flat Pedals'] },
];

/** Puts the demo parts in the demo categories, in a new database only (a shop may delete them). */
export const seedDemoCategories: SeedStep = async ({ db, newDatabase }) => {
  if (!newDatabase) return;
  const names = demoCategories
    .flatMap((top) => [top, ...(top.inside ?? [])])
    .flatMap((node) => node.parts ?? []);
  const parts = await db
    .select({ id: product.id, name: product.name })
    .from(product)
    .where(and(inArray(product.name, names), isProduct));
  const partIds = new Map(parts.map((part) => [part.name, part.id]));
  const add = async (node: DemoCategory, parentId: string | null) => {
    const [row] = await db
      .insert(category)
      .values({ name: node.name, slug: slugOf(node.name, 'category'), parentId })
      .returning({ id: category.id });
    if (!row) throw new Error('insert returned no row');
    const links = (node.parts ?? []).flatMap((name) => {
      const productId = partIds.get(name);
      return productId ? [{ productId, categoryId: row.id }] : [];
    });
    if (links.length) await db.insert(productCategory).values(links);
    for (const child of node.inside ?? []) await add(child, row.id);
  };
  for (const top of demoCategories) await add(top, null);
};
