import { sql, type SQL } from 'drizzle-orm';
import { PRICE_RANGES, type PriceRangeValue, type ProductFacetsQuery } from '@crankworks/contract';
import { product } from '../../db/schema/index.ts';
import { hasSpecValue, valuesByKey } from '../specs/index.ts';

/**
 * A product one can order now: its stock, or one of its variants', covers its minimum order (the
 * opposite of Sold out).
 */
export const orderable = sql`(${product.availableQty} >= ${product.minimumQty} or exists (
  select from product as variant
  where variant.variant_of = ${product.id} and variant.available_qty >= variant.minimum_qty))`;

/** The parts whose base price is in the range: from its low end up to below its high end. */
export function inPriceRange(value: PriceRangeValue): SQL {
  const range = PRICE_RANGES.find((candidate) => candidate.value === value) ?? PRICE_RANGES[0];
  const from = sql`${product.priceCents} >= ${range.min * 100}`;
  return range.max === null ? from : sql`(${from} and ${product.priceCents} < ${range.max * 100})`;
}

/**
 * A catalogue query's filters (decision 076), one condition per filter: a price range, in stock, and
 * per specification any of its values chosen. Kept apart so that each filter's choices are counted
 * with the others' conditions only.
 */
export interface CatalogueConditions {
  price?: SQL;
  stock?: SQL;
  /** Each specification's key with its condition. */
  specs: Map<string, SQL>;
}

export function catalogueConditions(
  query: Pick<ProductFacetsQuery, 'price' | 'stock' | 'spec'>,
): CatalogueConditions {
  const specs = new Map<string, SQL>();
  for (const [key, values] of valuesByKey(query.spec ?? [])) specs.set(key, hasSpecValue(key, values));
  return {
    price: query.price ? inPriceRange(query.price) : undefined,
    stock: query.stock ? orderable : undefined,
    specs,
  };
}
