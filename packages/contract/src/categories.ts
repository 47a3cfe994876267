import { z } from 'zod';
import { idSchema, text } from './common.ts';

/**
 * The catalogue's categories (issue 37): a tree (Drivetrain › Cranksets), each part in none, one or
 * more. A category's address is its slug (`/categories/cranksets`), made from its name when it is
 * added and kept when it is renamed, so that shared links keep working.
 */
export const MAX_CATEGORY_NAME = 60;
/** The deepest a category may sit: Drivetrain › Cranksets › Road is three. */
export const MAX_CATEGORY_DEPTH = 3;
/** The most categories one part is in. */
export const MAX_PART_CATEGORIES = 10;

/** One category as every list shows it: its parts are counted with its subcategories' parts. */
export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  parentId: idSchema.nullable(),
  /** How many parts it holds, its subcategories' parts included (a part counts once). */
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /api/categories: every category, each parent before its children, siblings by name. */
export const categoryListSchema = z.object({ items: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

/** A category on the way to a part or another category, as breadcrumbs show it. */
export const categoryRefSchema = z.object({ id: idSchema, name: z.string(), slug: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** POST /api/category and PUT /api/category/:id: its name and where it sits (null: at the top). */
export const categoryInputSchema = z.object({
  name: text()
    .trim()
    .min(1, { error: 'is required' })
    .max(MAX_CATEGORY_NAME, { error: `must be at most ${MAX_CATEGORY_NAME} characters` }),
  parentId: idSchema.nullable().default(null),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** PUT /api/product/:id/categories: every category the part is in, replacing the ones before. */
export const productCategoriesSchema = z.object({
  categoryIds: z
    .array(idSchema, { error: 'must be a list of categories' })
    .max(MAX_PART_CATEGORIES, { error: `must be at most ${MAX_PART_CATEGORIES}` }),
});
export type ProductCategories = z.infer<typeof productCategoriesSchema>;

/** GET /api/categories/:slug params. */
export const categorySlugParamsSchema = z.object({
  slug: text().max(80, { error: 'is not a category' }),
});

export const categoryMessages = {
  notFound: 'No such category',
  nameTaken: 'Another category in the same place has this name',
  hasChildren: (name: string) => `${name} has categories inside it: move or delete them first`,
  saved: (name: string) => `${name} saved`,
  deleted: (name: string) => `${name} deleted`,
  partCategoriesSaved: 'Categories saved',
} as const;
