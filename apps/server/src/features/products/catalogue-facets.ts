import { and, sql, type SQLWrapper } from 'drizzle-orm';
import {
  PRICE_RANGES,
  SPEC_YES,
  type ProductFacets,
  type ProductFacetsQuery,
  type SpecKind,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { isProduct, onSale, product, productCategory, productSpec, spec } from '../../db/schema/index.ts';
import { branchesInside } from '../categories/index.ts';
import { specValueText } from '../specs/index.ts';
import { catalogueConditions, orderable } from './catalogue-filters.ts';
import { inCategories, readPageFilter } from './catalogue-page.ts';
import type { CatalogueWords } from './catalogue-words.ts';
import { partSearch } from './part-search.ts';

/** Which price range a part's base price is in, as the URL names it. */
const priceRangeOf = sql.join(
  [
    sql`case`,
    ...PRICE_RANGES.map((range) =>
      range.max === null
        ? sql`else ${range.value}`
        : sql`when ${product.priceCents} < ${range.max * 100} then ${range.value}`,
    ),
    sql`end`,
  ],
  sql` `,
);

interface FacetRow {
  total: number;
  in_stock: number;
  prices: string;
  categories: string;
  specs: string;
}

interface SpecValueRow {
  key: string;
  name: string;
  kind: SpecKind;
  unit: string | null;
  value: string;
  count: number;
}

/** A specification's values in the order a filter lists them: numbers rising, words A to Z, yes first. */
function byValue(kind: SpecKind) {
  if (kind === 'number')
    return (a: { value: string }, b: { value: string }) => Number(a.value) - Number(b.value);
  if (kind === 'yes-no') return (a: { value: string }) => (a.value === SPEC_YES ? -1 : 1);
  return (a: { value: string }, b: { value: string }) =>
    a.value.localeCompare(b.value, 'en', { numeric: true });
}

function specFacets(rows: SpecValueRow[]): ProductFacets['specs'] {
  const byKey = new Map<string, ProductFacets['specs'][number]>();
  for (const row of rows) {
    const facet = byKey.get(row.key) ?? {
      key: row.key,
      name: row.name,
      kind: row.kind,
      unit: row.unit,
      values: [],
    };
    facet.values.push({ value: row.value, count: row.count });
    byKey.set(row.key, facet);
  }
  return [...byKey.values()]
    .map((facet) => ({ ...facet, values: facet.values.sort(byValue(facet.kind)) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/**
 * What each filter of a catalogue page offers, in one statement (decision 076). The page's parts
 * before its filters (`base`: on sale, searched, in its category) are read once, each with whether
 * it passes each filter; each filter's choices are then counted among the parts that pass every
 * other filter, so that choosing one shows how many parts each other choice would add.
 */
export async function catalogueFacets(
  db: Db,
  query: ProductFacetsQuery,
  catalogueWords: CatalogueWords,
): Promise<ProductFacets> {
  const filter = await readPageFilter(db, query, catalogueWords);
  const search = query.q ? partSearch(query.q, filter.words ?? new Set()) : undefined;
  const conditions = catalogueConditions(query);
  const branches = await branchesInside(db, query.category);
  const keys = [...conditions.specs.keys()];
  const flag = (index: number) => sql.raw(`spec_ok_${index}`);
  const specFlags = keys.map((key, index) => sql`, ${conditions.specs.get(key)} as ${flag(index)}`);
  const everySpec = sql.join([sql`true`, ...keys.map((_, index) => flag(index))], sql` and `);
  const everySpecBut = (key: SQLWrapper) =>
    sql.join(
      [sql`true`, ...keys.map((name, index) => sql`(${key} = ${name} or ${flag(index)})`)],
      sql` and `,
    );
  const branchIds = JSON.stringify(
    branches.flatMap((branch) => branch.ids.map((id) => ({ slug: branch.slug, id }))),
  );

  const result = await db.execute(sql`
    with base as materialized (
      select ${product.id} as id, ${orderable} as in_stock,
             ${priceRangeOf} as price_range, ${conditions.price ?? sql`true`} as price_ok,
             ${conditions.stock ?? sql`true`} as stock_ok ${sql.join(specFlags, sql``)}
      from ${product}
      where ${and(onSale, isProduct, search?.matches, filter.categoryIds ? inCategories(filter.categoryIds) : undefined)}
    ), kept as materialized (
      select id from base where price_ok and stock_ok and ${everySpec}
    )
    select
      (select count(*)::int from kept) as total,
      (select count(*)::int from base where in_stock and price_ok and ${everySpec}) as in_stock,
      (select coalesce(json_agg(json_build_object('value', price_range, 'count', n)), '[]')::text from (
         select price_range, count(*)::int as n from base where stock_ok and ${everySpec} group by price_range
       ) as prices) as prices,
      (select coalesce(json_agg(json_build_object('value', slug, 'count', n)), '[]')::text from (
         select branch.slug, count(distinct kept.id)::int as n
         from kept join ${productCategory} on ${productCategory.productId} = kept.id
           join json_to_recordset(${branchIds}::json) as branch(slug text, id uuid)
             on branch.id = ${productCategory.categoryId}
         group by branch.slug
       ) as categories) as categories,
      (select coalesce(json_agg(json_build_object('key', key, 'name', name, 'kind', kind, 'unit', unit,
                                                  'value', value, 'count', n)), '[]')::text from (
         select ${spec.key} as key, ${spec.name} as name, ${spec.kind} as kind, ${spec.unit} as unit,
                ${specValueText} as value, count(distinct base.id)::int as n
         from base join ${productSpec} on ${productSpec.listedProductId} = base.id
           join ${spec} on ${spec.id} = ${productSpec.specId}
         where price_ok and stock_ok and ${everySpecBut(spec.key)}
         group by ${spec.id}, 5
       ) as values) as specs`);
  const [row] = rowsOf<FacetRow>(result);
  if (!row) throw new Error('the facets statement answered no row');
  const prices = new Map(
    (JSON.parse(row.prices) as { value: string; count: number }[]).map((p) => [p.value, p.count]),
  );
  const categories = new Map(
    (JSON.parse(row.categories) as { value: string; count: number }[]).map((c) => [c.value, c.count]),
  );
  return {
    total: row.total,
    inStock: row.in_stock,
    prices: PRICE_RANGES.flatMap((range) => {
      const count = prices.get(range.value);
      return count ? [{ value: range.value, count }] : [];
    }),
    categories: branches.flatMap((branch) => {
      const count = categories.get(branch.slug);
      return count ? [{ value: branch.slug, name: branch.name, count }] : [];
    }),
    specs: specFacets(JSON.parse(row.specs) as SpecValueRow[]),
  };
}
