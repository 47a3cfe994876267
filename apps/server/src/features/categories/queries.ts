import { eq, inArray, sql } from 'drizzle-orm';
import {
  categoryMessages,
  MAX_CATEGORY_DEPTH,
  type Category,
  type CategoryInput,
  type CategoryRef,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { category, onSale, product, productCategory } from '../../db/schema/index.ts';
import { conflict, fieldRefused } from '../../lib/errors.ts';
import { heightOf, inTreeOrder, pathTo, subtreeOf, type TreeNode } from './tree.ts';
import { slugOf, uniqueSlug } from '../../lib/slug.ts';

const nodeColumns = {
  id: category.id,
  name: category.name,
  slug: category.slug,
  parentId: category.parentId,
};

/** Every category, as the tree helpers take them. */
export const allCategories = (db: Db): Promise<TreeNode[]> => db.select(nodeColumns).from(category);

/**
 * Every category in tree order, each with how many parts on sale it holds, its subcategories'
 * included (a part in two of them counts once).
 */
export async function listCategories(db: Db): Promise<Category[]> {
  const result = await db.execute(sql`
    with recursive inside (top_id, id) as (
      select id, id from ${category}
      union all
      select inside.top_id, child.id from ${category} as child join inside on child.parent_id = inside.id
    )
    select c.id, c.name, c.slug, c.parent_id,
      (select count(distinct pc.product_id)::int from inside join ${productCategory} as pc
         on pc.category_id = inside.id join ${product} on ${product.id} = pc.product_id
         where inside.top_id = c.id and ${onSale}) as product_count
    from ${category} as c`);
  const rows = rowsOf<{
    id: string;
    name: string;
    slug: string;
    parent_id: string | null;
    product_count: number;
  }>(result);
  return inTreeOrder(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      parentId: row.parent_id,
      productCount: row.product_count,
    })),
  );
}

/** The category of a slug and every category inside it, or undefined for no such slug. */
export async function categoryWithInside(db: Db, slug: string): Promise<string[] | undefined> {
  const nodes = await allCategories(db);
  const found = nodes.find((node) => node.slug === slug);
  return found && subtreeOf(found.id, nodes);
}

/** A category one level inside another, with its own id and those of every category inside it. */
export interface CategoryBranch {
  slug: string;
  name: string;
  ids: string[];
}

/** The categories one level inside the category of a slug (the top level without one), by name. */
export async function branchesInside(db: Db, slug: string | undefined): Promise<CategoryBranch[]> {
  const nodes = await allCategories(db);
  const parentId = slug === undefined ? null : (nodes.find((node) => node.slug === slug)?.id ?? undefined);
  return nodes
    .filter((node) => node.parentId === parentId)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
    .map((node) => ({ slug: node.slug, name: node.name, ids: subtreeOf(node.id, nodes) }));
}

/** Each category a part is in, as the way to it from the top; by the names along the way. */
export async function categoryPathsOf(db: Db, productId: string): Promise<CategoryRef[][]> {
  const links = await db
    .select({ categoryId: productCategory.categoryId })
    .from(productCategory)
    .where(eq(productCategory.productId, productId));
  if (links.length === 0) return [];
  const nodes = await allCategories(db);
  const key = (path: CategoryRef[]) => path.map((step) => step.name).join(' › ');
  return links
    .map(({ categoryId }) => pathTo(categoryId, nodes))
    .sort((a, b) => key(a).localeCompare(key(b), 'en', { sensitivity: 'base' }));
}

/** Where a category may sit: the parent must exist, not be itself or inside it, and not too deep. */
function checkPlace(id: string | undefined, parentId: string | null, nodes: readonly TreeNode[]) {
  if (parentId === null) return;
  if (!nodes.some((node) => node.id === parentId)) throw fieldRefused('parentId', 'is not a category');
  if (id && subtreeOf(id, nodes).includes(parentId))
    throw fieldRefused('parentId', 'cannot be the category itself or one inside it');
  const height = id ? heightOf(id, nodes) : 1;
  if (pathTo(parentId, nodes).length + height > MAX_CATEGORY_DEPTH)
    throw fieldRefused('parentId', `would put a category more than ${MAX_CATEGORY_DEPTH} levels deep`);
}

/** No two categories of one parent share a name, whatever the case. */
function checkName(id: string | undefined, input: Required<CategoryInput>, nodes: readonly TreeNode[]) {
  const lower = input.name.toLowerCase();
  const twin = nodes.find(
    (node) => node.id !== id && node.parentId === input.parentId && node.name.toLowerCase() === lower,
  );
  if (twin) throw conflict(categoryMessages.nameTaken, 'name');
}

/**
 * Runs a change of the tree with the tree as it stands, one change at a time: two moves checked at
 * once could each pass and together put a category inside itself. Reads go on meanwhile.
 */
function changeTree<T>(db: Db, change: (tx: Db, nodes: TreeNode[]) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${category} in exclusive mode`);
    return change(tx, await allCategories(tx));
  });
}

/** Adds a category with a slug of its own; refusals name the field. */
export function insertCategory(db: Db, input: Required<CategoryInput>): Promise<TreeNode> {
  return changeTree(db, async (tx, nodes) => {
    checkPlace(undefined, input.parentId, nodes);
    checkName(undefined, input, nodes);
    const base = slugOf(input.name, 'category');
    const taken = nodes.filter((node) => node.slug === base || node.slug.startsWith(`${base}-`));
    const slug = uniqueSlug(base, new Set(taken.map((node) => node.slug)));
    const [row] = await tx
      .insert(category)
      .values({ name: input.name, slug, parentId: input.parentId })
      .returning(nodeColumns);
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

/** Renames or moves a category (its slug stays); undefined when there is none. */
export function updateCategory(
  db: Db,
  id: string,
  input: Required<CategoryInput>,
): Promise<TreeNode | undefined> {
  return changeTree(db, async (tx, nodes) => {
    if (!nodes.some((node) => node.id === id)) return undefined;
    checkPlace(id, input.parentId, nodes);
    checkName(id, input, nodes);
    const [row] = await tx
      .update(category)
      .set({ name: input.name, parentId: input.parentId })
      .where(eq(category.id, id))
      .returning(nodeColumns);
    return row;
  });
}

/**
 * Deletes a category with nothing inside it (its parts stay, out of it); undefined when there is
 * none. A category with categories inside it is refused: deleting them with it would lose them.
 */
export function deleteCategory(db: Db, id: string): Promise<{ name: string } | undefined> {
  return changeTree(db, async (tx, nodes) => {
    const found = nodes.find((node) => node.id === id);
    if (!found) return undefined;
    if (nodes.some((node) => node.parentId === id)) throw conflict(categoryMessages.hasChildren(found.name));
    await tx.delete(category).where(eq(category.id, id));
    return { name: found.name };
  });
}

/** Puts a part in exactly these categories, in one transaction, or says what stopped it. */
export async function setPartCategories(
  db: Db,
  productId: string,
  categoryIds: string[],
): Promise<'saved' | 'no-part' | 'unknown-category'> {
  const wanted = [...new Set(categoryIds)];
  return db.transaction(async (tx) => {
    const [part] = await tx
      .select({ id: product.id })
      .from(product)
      .where(eq(product.id, productId))
      .for('update');
    if (!part) return 'no-part';
    const known = wanted.length
      ? await tx.select({ id: category.id }).from(category).where(inArray(category.id, wanted))
      : [];
    if (known.length !== wanted.length) return 'unknown-category';
    await tx.delete(productCategory).where(eq(productCategory.productId, productId));
    if (wanted.length)
      await tx.insert(productCategory).values(wanted.map((categoryId) => ({ productId, categoryId })));
    return 'saved';
  });
}
