import {
  IN_STOCK,
  PRICE_RANGES,
  readSpecFilter,
  specFilterText,
  specValueLabel,
  type ProductFacets,
  type ProductSort,
} from '@crankworks/contract';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useFacets } from '../api/get-facets.ts';
import type { CatalogueFilter } from '../api/get-products.ts';
import { chosenFilterCount, useCatalogueFilter } from '../catalogue-filter.ts';

type SpecFacet = ProductFacets['specs'][number];

/** "Steel (2)": a choice with how many parts it would show, which is part of its label. */
const counted = (label: string, count: number) => `${label} (${count})`;

/**
 * The specifications to offer: each value some part has, and each value chosen even when no part
 * has it now (count 0), so that it can be taken away; a chosen specification the parts here do not
 * give at all is named by its key.
 */
function specChoices(specs: SpecFacet[], chosen: readonly string[]): SpecFacet[] {
  const groups = new Map(specs.map((spec) => [spec.key, { ...spec, values: [...spec.values] }]));
  for (const filter of chosen.map(readSpecFilter)) {
    if (!filter) continue;
    const group = groups.get(filter.key) ?? {
      key: filter.key,
      name: filter.key,
      kind: 'text',
      unit: null,
      values: [],
    };
    if (!group.values.some(({ value }) => value === filter.value))
      group.values.push({ value: filter.value, count: 0 });
    groups.set(filter.key, group);
  }
  return [...groups.values()];
}

/** A group of the panel's choices, named by its legend. */
function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="fieldset min-w-0">
      <legend className="fieldset-legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}

/** One labelled radio button or checkbox, named as the URL names its filter. */
function Choice({ type, name, value, checked, label, onChange }: ChoiceProps) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-base-content">
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={type === 'radio' ? 'radio radio-sm' : 'checkbox checkbox-sm'}
      />
      <span className="break-words">{label}</span>
    </label>
  );
}

interface FilterPanelProps {
  /** The page's category (its slug): its facets, and the categories inside it to go to. */
  category?: string;
}

/**
 * The catalogue's filters with how many parts each choice would show (decision 076): the categories
 * to go to, price ranges, in stock and each specification's values. A plain GET form named as the
 * URL is, so that it filters without the app too; with the app each change applies at once.
 */
export function FilterPanel({ category }: FilterPanelProps) {
  const { filter, clearFiltersHref, categoryHref, setFilters } = useCatalogueFilter();
  const facets = useFacets({ ...filter, category });
  if (!facets.data) return null;
  const chosen = chosenFilterCount(filter);
  const spec = filter.spec ?? [];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = (name: string) => form.getAll(name).map(String);
    setFilters({ price: values('price'), stock: values('stock'), spec: values('spec') });
  };
  return (
    <details open={chosen > 0 || undefined} className="rounded-box border border-base-300">
      <summary className="cursor-pointer px-4 py-2 font-semibold">
        {chosen ? `Filters (${chosen} chosen)` : 'Filters'}
      </summary>
      <form
        method="get"
        aria-label="Filter parts"
        onSubmit={submit}
        className="flex flex-col gap-4 px-4 pb-4"
      >
        <SearchAndSortKept q={filter.q} sort={filter.sort} />
        <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
          <CategoryChoices facets={facets.data} hrefOf={categoryHref} />
          <PriceChoices
            facets={facets.data}
            price={filter.price}
            onChange={(price) => setFilters({ price: [price] })}
          />
          <StockChoice
            facets={facets.data}
            filter={filter}
            onChange={(inStock) => setFilters({ stock: inStock ? [IN_STOCK] : [] })}
          />
          {specChoices(facets.data.specs, spec).map((facet) => (
            <FilterGroup key={facet.key} legend={facet.name}>
              {facet.values.map(({ value, count }) => {
                const text = specFilterText({ key: facet.key, value });
                return (
                  <Choice
                    key={text}
                    type="checkbox"
                    name="spec"
                    value={text}
                    checked={spec.includes(text)}
                    label={counted(specValueLabel({ ...facet, value }), count)}
                    onChange={(checked) =>
                      setFilters({
                        spec: [...spec.filter((other) => other !== text), ...(checked ? [text] : [])],
                      })
                    }
                  />
                );
              })}
            </FilterGroup>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn btn-sm btn-outline">
            Apply filters
          </button>
          {chosen > 0 && (
            <Link to={clearFiltersHref} className="link">
              Clear filters
            </Link>
          )}
        </div>
      </form>
    </details>
  );
}

/** The search and order, which the form's GET sends again with the filters. */
function SearchAndSortKept({ q, sort }: { q?: string; sort?: ProductSort }) {
  return (
    <>
      {q && <input type="hidden" name="q" value={q} />}
      {sort && sort !== 'oldest' && <input type="hidden" name="sort" value={sort} />}
    </>
  );
}

/** The categories one level in, each a link to its page with the same search and filters. */
function CategoryChoices({ facets, hrefOf }: { facets: ProductFacets; hrefOf: (slug: string) => string }) {
  if (facets.categories.length === 0) return null;
  return (
    <FilterGroup legend="Category">
      <ul className="flex flex-col gap-1">
        {facets.categories.map((category) => (
          <li key={category.value}>
            <Link to={hrefOf(category.value)} className="link">
              {counted(category.name, category.count)}
            </Link>
          </li>
        ))}
      </ul>
    </FilterGroup>
  );
}

interface PriceChoicesProps {
  facets: ProductFacets;
  price: CatalogueFilter['price'];
  onChange: (price: string) => void;
}

/** Any price, and each price range some part is in (or the one chosen). */
function PriceChoices({ facets, price, onChange }: PriceChoicesProps) {
  const counts = new Map(facets.prices.map((range) => [range.value, range.count]));
  const ranges = PRICE_RANGES.filter((range) => counts.has(range.value) || range.value === price);
  return (
    <FilterGroup legend="Price">
      <Choice
        type="radio"
        name="price"
        value=""
        checked={!price}
        label="Any price"
        onChange={() => onChange('')}
      />
      {ranges.map((range) => (
        <Choice
          key={range.value}
          type="radio"
          name="price"
          value={range.value}
          checked={price === range.value}
          label={counted(range.label, counts.get(range.value) ?? 0)}
          onChange={() => onChange(range.value)}
        />
      ))}
    </FilterGroup>
  );
}

interface StockChoiceProps {
  facets: ProductFacets;
  filter: CatalogueFilter;
  onChange: (inStock: boolean) => void;
}

/** Only the parts one can order now, when some can (or when chosen). */
function StockChoice({ facets, filter, onChange }: StockChoiceProps) {
  if (facets.inStock === 0 && !filter.stock) return null;
  return (
    <FilterGroup legend="Availability">
      <Choice
        type="checkbox"
        name="stock"
        value={IN_STOCK}
        checked={Boolean(filter.stock)}
        label={counted('In stock only', facets.inStock)}
        onChange={onChange}
      />
    </FilterGroup>
  );
}
