import type { Category, CategoryRef } from '@crankworks/contract';
import type { Crumb } from '../../components/breadcrumbs.tsx';
import { placeCategories } from './category-paths.ts';

/** The catalogue's first crumb: every part, on the home page. */
export const allPartsCrumb: Crumb = { label: 'All parts', to: '/#parts' };

/** Crumbs from the catalogue along a way of categories (each a link to its page). */
export const crumbsAlong = (path: readonly CategoryRef[]): Crumb[] => [
  allPartsCrumb,
  ...path.map((step) => ({ label: step.name, to: `/categories/${step.slug}` })),
];

/** Crumbs from the catalogue to a category of the list, itself last. */
export function categoryCrumbs(id: string, categories: readonly Category[]): Crumb[] {
  const placed = new Map(placeCategories(categories).map((category) => [category.id, category]));
  const self = placed.get(id);
  if (!self) return [allPartsCrumb];
  const above = self.aboveIds.flatMap((aboveId) => placed.get(aboveId) ?? []);
  return crumbsAlong([...above, self]);
}
