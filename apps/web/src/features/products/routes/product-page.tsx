import { asChosenPart, variantOf } from '@crankworks/contract';
import { useParams, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { FormFailureNotice } from '../../../components/form-failure-notice.tsx';
import { PriceTiersTable } from '../../../components/price-tiers-table.tsx';
import { ProductQuantities } from '../../../components/product-quantities.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatUsd } from '../../../lib/format.ts';
import { AddWithQuantity } from '../../cart/index.ts';
import { crumbsAlong } from '../../categories/index.ts';
import { useProduct } from '../api/get-product.ts';
import { BuyNow } from '../components/buy-now.tsx';
import { PartSpecsTable } from '../components/part-specs-table.tsx';
import { ProductGallery } from '../components/product-gallery.tsx';
import { ProductStructuredData } from '../components/product-structured-data.tsx';
import { VariantChooser } from '../components/variant-chooser.tsx';

/**
 * /products/:id (public): one part with its pictures, its details, its variants to choose from (the
 * URL's `?variant=`, or the variant whose id is the page's), Buy Now and Add to cart for the chosen
 * one (or Sold out), and its specifications.
 */
export function Component() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const product = useProduct(id);

  if (product.isPending)
    return (
      <div role="status" aria-label="Loading the part" className="mx-auto max-w-6xl px-4 py-8">
        <DocumentTitle title="Part" />
        <div className="skeleton aspect-4/3 w-full max-w-2xl" />
      </div>
    );
  if (product.isError) {
    const missing = product.error instanceof ApiRequestError && [400, 404].includes(product.error.status);
    if (missing) return <NotFound />;
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <QueryError
          title="We could not load this part."
          error={product.error}
          onRetry={() => void product.refetch()}
        />
      </div>
    );
  }

  const chosen = variantOf(product.data, params.get('variant') ?? id);
  const part = asChosenPart(product.data, chosen);
  // The page of a variant asked for by the address is named by it; the product's own, by its name.
  const title = params.has('variant') || id !== product.data._id ? part.name : product.data.name;
  return (
    <article className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-8 md:grid-cols-2">
      <DocumentTitle title={title} description={part.ShortDescription} />
      <ProductStructuredData product={product.data} />
      <ProductGallery part={part} />
      <div className="flex flex-col gap-4">
        <Breadcrumbs crumbs={[...crumbsAlong(part.categories[0] ?? []), { label: product.data.name }]} />
        <h1 className="text-4xl font-bold">{product.data.name}</h1>
        <p className="text-lg">{part.ShortDescription}</p>
        <VariantChooser product={product.data} chosen={chosen} />
        {chosen.sku && <p className="text-sm">SKU: {chosen.sku}</p>}
        <p className="text-3xl font-bold text-primary">
          {formatUsd(part.price)}{' '}
          <span className="text-base font-normal text-base-content/80">per piece</span>
        </p>
        <PriceTiersTable part={part} />
        <ProductQuantities product={part} />
        <AddWithQuantity key={part._id} product={part} />
        <FormFailureNotice title="Not added to your cart" />
        <BuyNow product={part} className="self-start" />
        <PartSpecsTable specs={part.specs} />
      </div>
    </article>
  );
}
