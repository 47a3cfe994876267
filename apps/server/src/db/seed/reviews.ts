import type { NewReview } from '@crankworks/contract';
import { review } from '../schema/index.ts';
import type { SeedStep } from './step.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the home page shows on a fresh install; `daysAgo` spreads them over recent weeks. */
export const starterReviews: (NewReview & { daysAgo: number })[] = [
  {
    name: 'Marta Kowalski',
    rating: 5,
    message:
      'We fit Forge cranksets to our whole touring range. Two seasons in, not a single warranty claim.',
    daysAgo: 3,
  },
  {
    name: 'Kwame Mensah',
    rating: 4,
    message: 'The LinkPro chains arrive well packed and on time. A bulk price list on the site would help.',
    daysAgo: 9,
  },
  {
    name: 'Sofia Andersson',
    rating: 5,
    message:
      'StopMaster calipers bleed in minutes and our mechanics love them. Support answered within a day.',
    daysAgo: 16,
  },
  {
    name: 'Hiroshi Sato',
    rating: 4,
    message:
      'Solid hubs at a fair price. Engagement is quick and the bearings are still smooth after a wet winter.',
    daysAgo: 24,
  },
  {
    name: 'Lucía Fernández',
    rating: 3,
    message: 'Good saddles, but our last batch shipped a week late. The quality made up for it.',
    daysAgo: 37,
  },
  {
    name: 'Ben Carter',
    rating: 5,
    message: 'TrailGrip tyres are now standard on every rental bike we run. Tough casing, great grip.',
    daysAgo: 52,
  },
];

/** Inserts the starter reviews into a new database. */
export const seedReviews: SeedStep = async ({ db, log, newDatabase }) => {
  if (!newDatabase) return;
  const now = Date.now();
  await db.insert(review).values(
    starterReviews.map(({ daysAgo, ...fields }) => ({
      ...fields,
      createdAt: new Date(now - daysAgo * DAY_MS),
    })),
  );
  log.info({ reviews: starterReviews.length }, 'seeded the starter reviews');
};
