import type { CategoryRef } from '@crankworks/contract';
import type { Crumb } from '../../components/breadcrumbs.tsx';

/** The catalogue's first crumb: every part, on the home page. */
export const allPartsCrumb: Crumb = { label: 'All parts', to: '/#parts' };

/** Crumbs from the catalogue along a way of categories (each a link to its page). */
export const crumbsAlong = (path: readonly CategoryRef[]): Crumb[] => [
  allPartsCrumb,
  ...path.map((step) => ({ label: step.name, to: `/categories/${step.slug}` })),
];

/** Crumbs from the catalogue to a category of the list, itself last. */
export function categoryCrumbs(
  id: string,
  categories: readonly (CategoryRef & { parentId: string | null })[],
): Crumb[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path: CategoryRef[] = [];
  for (let step = byId.get(id); step && path.length < categories.length; step = byId.get(step.parentId ?? ''))
    path.unshift(step);
  return crumbsAlong(path);
}
