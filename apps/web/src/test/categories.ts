import type { Category } from '@crankworks/contract';

/** A category as GET /api/categories lists it: at the top, with no parts, unless told otherwise. */
export function aCategory(overrides: Partial<Category> & Pick<Category, 'id' | 'name'>): Category {
  return {
    slug: overrides.name.toLowerCase().replace(/\W+/g, '-'),
    parentId: null,
    productCount: 0,
    ...overrides,
  };
}

const drivetrain = aCategory({
  id: '3a1e2b40-5c6d-4e7f-8a9b-0c1d2e3f4a01',
  name: 'Drivetrain',
  productCount: 3,
});
const cranksets = aCategory({
  id: '3a1e2b40-5c6d-4e7f-8a9b-0c1d2e3f4a02',
  name: 'Cranksets',
  parentId: drivetrain.id,
  productCount: 2,
});
const road = aCategory({ id: '3a1e2b40-5c6d-4e7f-8a9b-0c1d2e3f4a03', name: 'Road', parentId: cranksets.id });
const chains = aCategory({
  id: '3a1e2b40-5c6d-4e7f-8a9b-0c1d2e3f4a04',
  name: 'Chains',
  parentId: drivetrain.id,
  productCount: 1,
});
const pedals = aCategory({ id: '3a1e2b40-5c6d-4e7f-8a9b-0c1d2e3f4a05', name: 'Pedals' });

/** A small tree three levels deep (Drivetrain › Cranksets › Road), listed in tree order as the server lists it. */
export const categoryTree = { drivetrain, cranksets, road, chains, pedals };
export const categoryTreeList = () => [drivetrain, chains, cranksets, road, pedals];
