import type { Category } from '@crankworks/contract';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { AddWithQuantity } from '../../cart/index.ts';
import { categoryCrumbs, CategoryLinks, useCategories } from '../../categories/index.ts';
import { ProductList } from '../components/product-list.tsx';

/** /categories/:slug (public): a category's parts with those of the categories inside it. */
export function Component() {
  const { slug = '' } = useParams();
  const categories = useCategories();

  if (categories.isPending)
    return (
      <div role="status" aria-label="Loading the category" className="mx-auto max-w-6xl px-4 py-8">
        <DocumentTitle title="Category" />
        <div className="skeleton h-10 w-64" />
      </div>
    );
  if (categories.isError)
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <QueryError
          title="We could not load this category."
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      </div>
    );

  const all: Category[] = categories.data.items;
  const category = all.find((candidate) => candidate.slug === slug);
  if (!category) return <NotFound />;
  const crumbs = categoryCrumbs(category.id, all);
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8" aria-labelledby="category-title">
      <DocumentTitle
        title={category.name}
        description={`${category.name} from Crankworks, straight from the factory.`}
      />
      <Breadcrumbs crumbs={[...crumbs.slice(0, -1), { label: category.name }]} />
      <h1 id="category-title" className="text-4xl font-bold">
        {category.name}
      </h1>
      <CategoryLinks parentId={category.id} label={`Inside ${category.name}`} />
      <ProductList cardAction={AddWithQuantity} category={category.slug} />
    </section>
  );
}
