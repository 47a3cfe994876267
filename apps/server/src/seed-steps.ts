import { seedCatalog } from './db/seed/catalog.ts';
import { seedReviews } from './db/seed/reviews.ts';
import type { SeedStep } from './db/seed/step.ts';
import { seedDemoUsers } from './features/auth/index.ts';
import { seedDemoCategories } from './features/categories/index.ts';
import { seedDemoSeller } from './features/seller/index.ts';
import { seedDemoZones } from './features/shipping/index.ts';
import { seedDemoSpecs } from './features/specs/index.ts';

/** The shop's starting data, in order. A feature adds its own step (e.g. demo users) with one line here. */
export const seedSteps: readonly SeedStep[] = [
  seedCatalog,
  seedDemoCategories,
  seedDemoSpecs,
  seedReviews,
  seedDemoUsers,
  seedDemoSeller,
  seedDemoZones,
];
