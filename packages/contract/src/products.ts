import { z } from 'zod';
import { dollarsSchema, idSchema, listItemText, pageOf, pageQuerySchema, text } from './common.ts';
import {
  IN_STOCK,
  MAX_PRODUCT_SEARCH,
  MAX_SPEC_FILTERS,
  PRICE_RANGES,
  PRODUCT_SORTS,
  readSpecFilter,
  type SpecFilter,
} from './catalogue.ts';
import { MAX_SPEC_VALUE, partSpecSchema, specKindSchema } from './specifications.ts';
import { categoryRefSchema } from './categories.ts';
import {
  gramsSchema,
  priceTierSchema,
  priceTiersSchema,
  quantitySchema,
  tiersFitThePart,
} from './part-fields.ts';
import { variantSchema } from './variants.ts';

/**
 * Whether a part is on sale (decision 074): a draft is not yet and an archived part no longer; both
 * are hidden from visitors and cannot be ordered, and keep their orders and their page for admins.
 */
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export const productStatusSchema = z.enum(PRODUCT_STATUSES, {
  error: `must be one of ${PRODUCT_STATUSES.join(', ')}`,
});
export type ProductStatus = z.infer<typeof productStatusSchema>;

export const productSchema = z.object({
  _id: idSchema,
  name: z.string(),
  img: z.string(),
  ShortDescription: z.string(),
  price: z.number(),
  availableQty: z.number().int(),
  minimumQty: z.number().int(),
  /** One piece as packed, in grams: what shipping by weight counts (0: not yet weighed). */
  weightGrams: z.number().int(),
  /** Always `active` in the public catalogue; the admin's lists show the others too. */
  status: productStatusSchema,
  /** Its options' names, in order (none: []): a product with some is ordered by choosing a variant (decision 078). */
  options: z.array(z.string()),
});
export type Product = z.infer<typeof productSchema>;

/** One part as its own page shows it: with its quantity price tiers, by rising quantity (none: []). */
export const productDetailSchema = productSchema.extend({
  /** Its other pictures after the main one (`img`), in the order its page shows them (none: []). */
  moreImages: z.array(z.string()),
  tiers: z.array(priceTierSchema),
  /** Each category the part is in, as the way to it from the top (Drivetrain, Cranksets), by name. */
  categories: z.array(z.array(categoryRefSchema)),
  /** Its specifications, by name (none: []). */
  specs: z.array(partSpecSchema),
  /** Its variants, its own row first (decision 078). */
  variants: z.array(variantSchema).min(1),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productPageSchema = pageOf(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

export const productSortSchema = z.enum(PRODUCT_SORTS, {
  error: `must be one of ${PRODUCT_SORTS.join(', ')}`,
});

/** A query's values as a list: one given is a string, several (`?spec=a&spec=b`) an array. */
const listOf = <Item extends z.ZodType>(item: Item, max: number, tooMany: string) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item).max(max, { error: tooMany }),
  );

/** `key:value`, a specification and one of its values. */
const specFilterSchema = text()
  .max(MAX_SPEC_VALUE + 60, { error: 'is not a specification filter' })
  .transform((text, context): SpecFilter => {
    const filter = readSpecFilter(text);
    if (filter) return filter;
    context.addIssue({
      code: 'custom',
      message: 'must be a specification and a value, such as crank-length:172.5',
    });
    return z.NEVER;
  });

/** The catalogue's filters besides search and category (decision 076), as the URL names them. */
const catalogueFilterFields = {
  /** Only the parts whose base price is in this range. */
  price: z
    .enum(
      PRICE_RANGES.map((range) => range.value),
      { error: `must be one of ${PRICE_RANGES.map((range) => range.value).join(', ')}` },
    )
    .optional(),
  /** Only the parts one can order now. */
  stock: z.literal(IN_STOCK, { error: `must be ${IN_STOCK}` }).optional(),
  /** Only the parts with these specification values: any value of one specification, every specification. */
  spec: listOf(specFilterSchema, MAX_SPEC_FILTERS, `must be at most ${MAX_SPEC_FILTERS} filters`).optional(),
};

/** GET /api/products: a page of the catalogue, optionally searched (name, description) and sorted. */
export const productQuerySchema = pageQuerySchema.extend({
  q: text()
    .trim()
    .max(MAX_PRODUCT_SEARCH, { error: `must be at most ${MAX_PRODUCT_SEARCH} characters` })
    .optional(),
  sort: productSortSchema.default('oldest'),
  /** Only the parts of this category (its slug) and of the categories inside it. */
  category: text().max(80, { error: 'is not a category' }).optional(),
  ...catalogueFilterFields,
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

/** GET /api/products/facets: the catalogue's filters without a page's cursor, size and order. */
export const productFacetsQuerySchema = productQuerySchema.pick({
  q: true,
  category: true,
  price: true,
  stock: true,
  spec: true,
});
export type ProductFacetsQuery = z.infer<typeof productFacetsQuerySchema>;

/** One choice of a filter and how many parts it would show, the other filters kept. */
const facetValueSchema = z.object({ value: z.string(), count: z.number().int() });

/**
 * What each filter of a catalogue page offers (decision 076): for each choice, how many parts the page
 * would list with it, every other filter kept (a specification's values are each other's
 * alternatives, so each is counted as if the others of its specification were not chosen).
 */
export const productFacetsSchema = z.object({
  /** The parts the page lists now. */
  total: z.number().int(),
  /** The categories one level inside the page's (the top level without one) that hold some. */
  categories: z.array(facetValueSchema.extend({ name: z.string() })),
  /** Each price range that holds some, by rising price. */
  prices: z.array(facetValueSchema),
  /** How many of them can be ordered now. */
  inStock: z.number().int(),
  /** Each specification that some of them give, by name, with its values (numbers rising). */
  specs: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      kind: specKindSchema,
      unit: z.string().nullable(),
      values: z.array(facetValueSchema),
    }),
  ),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** GET /api/admin/products: the catalogue's query over parts of every status, or of the one given. */
export const adminProductQuerySchema = productQuerySchema.extend({ status: productStatusSchema.optional() });
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

/** An image is an http(s) link or a path the app itself serves. */
export const imageRefSchema = listItemText()
  .trim()
  .min(1, { error: 'is required' })
  .max(2000, { error: 'must be at most 2000 characters' })
  .refine((value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(value), {
    error: 'must be an http(s) link or a path starting with /',
  });

/** The most pictures a part has besides its main one. */
export const MAX_MORE_IMAGES = 7;

/** A part's other pictures, replaced as a whole when given: each an image reference, none twice. */
export const moreImagesSchema = z
  .array(imageRefSchema)
  .max(MAX_MORE_IMAGES, { error: `must hold at most ${MAX_MORE_IMAGES} images` })
  .refine((images) => new Set(images).size === images.length, { error: 'must not hold an image twice' });

/** The longest name a part may have. */
export const MAX_PRODUCT_NAME = 120;

const productFields = z.object({
  name: text()
    .trim()
    .min(1, { error: 'is required' })
    .max(MAX_PRODUCT_NAME, { error: `must be at most ${MAX_PRODUCT_NAME} characters` }),
  img: imageRefSchema,
  ShortDescription: text()
    .trim()
    .min(1, { error: 'is required' })
    .max(1000, { error: 'must be at most 1000 characters' }),
  price: dollarsSchema,
  availableQty: quantitySchema,
  minimumQty: quantitySchema.min(1, { error: 'must be at least 1' }),
  weightGrams: gramsSchema,
  status: productStatusSchema,
  moreImages: moreImagesSchema,
});

/** What an admin edits on the product page: everything but the stock, which has its own form. */
export const productDetailsSchema = productFields
  .omit({ availableQty: true })
  .extend({ tiers: priceTiersSchema })
  .superRefine(tiersFitThePart);
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/**
 * A new part may have any stock, 0 included: one that is coming soon shows "Sold out" until restocked.
 * Its weight may be left out, as by clients written before parts had one: it is then 0, not yet
 * weighed. The Add Product form asks for it all the same: an empty number field is no number.
 */
export const newProductSchema = productFields
  .extend({
    weightGrams: gramsSchema.optional(),
    tiers: priceTiersSchema.optional(),
    // Left out, as by clients written before drafts, the part goes on sale at once (the column's default).
    status: productStatusSchema.optional(),
    moreImages: moreImagesSchema.optional(),
  })
  .superRefine(tiersFitThePart);
export type NewProduct = z.infer<typeof newProductSchema>;

/** DELETE /api/product/:id answers with the name so the page can say "(name) deleted sucessfully". */
export const productDeletedSchema = z.object({ deletedCount: z.number().int(), name: z.string() });
export type ProductDeleted = z.infer<typeof productDeletedSchema>;

const restockQuantity = quantitySchema.min(1, { error: 'must be at least 1' });

/** The edit page's two stock forms: pieces to add, or the figure to set. */
export const restockSchema = z.object({ restock: restockQuantity });
export const setStockSchema = z.object({ availableQty: quantitySchema });

/**
 * PATCH /api/product/:id: any of a product's fields, and its stock in one of two ways. `restock`
 * adds pieces to whatever the stock is when the change lands (orders placed meanwhile are kept);
 * `availableQty` sets it, but only if it still is `expectedAvailableQty` (else 409), so a figure the
 * admin read a minute ago never overwrites the orders placed since.
 */
export const productChangesSchema = productFields
  .partial()
  .extend({
    restock: restockQuantity.optional(),
    expectedAvailableQty: quantitySchema.optional(),
    tiers: priceTiersSchema.optional(),
  })
  .refine((p) => p.availableQty === undefined || p.expectedAvailableQty !== undefined, {
    path: ['expectedAvailableQty'],
    error: 'is required when setting the available quantity',
  })
  .refine((p) => p.availableQty === undefined || p.restock === undefined, {
    path: ['restock'],
    error: 'cannot be combined with setting the available quantity',
  });
export type ProductChanges = z.infer<typeof productChangesSchema>;

/** POST /api/images answers where the stored image is served. */
export const uploadedImageSchema = z.object({ _id: idSchema, url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** The image types an admin may upload; SVG is refused (it may carry scripts). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const imageMessages = {
  notAnImage: 'The file must be a PNG, JPEG or WebP image (SVG is not accepted)',
  missing: 'Choose an image file to upload',
  tooLarge: (maxBytes: number) => `The image may be at most ${formatBytes(maxBytes)}`,
} as const;

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Number((bytes / 1024 / 1024).toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
