import { isSoldOut, productMessages, type ProductDetail, type Variant } from '@crankworks/contract';
import { useSearchParams } from 'react-router';
import { formatUsd } from '../../../lib/format.ts';

interface VariantChooserProps {
  product: ProductDetail;
  chosen: Variant;
}

/** What a variant's choice says besides its values: its price when the variants differ, sold out. */
function noteOf(variant: Variant, pricesDiffer: boolean) {
  const notes = [
    pricesDiffer ? formatUsd(variant.price) : '',
    isSoldOut(variant) ? productMessages.soldOut : '',
  ];
  return notes.filter(Boolean).join(' · ');
}

/**
 * The product's variants to choose from (decision 078), one radio button each, named by its values.
 * A plain GET form whose URL names the choice (`?variant=…`), so that it works without the app and
 * the chosen variant's page can be shared; with the app a choice applies at once.
 */
export function VariantChooser({ product, chosen }: VariantChooserProps) {
  const [params, setParams] = useSearchParams();
  if (product.options.length === 0) return null;
  const pricesDiffer = new Set(product.variants.map((variant) => variant.price)).size > 1;
  const choose = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('variant', id);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return (
    <form method="get" aria-label="Choose a variant" className="flex flex-col gap-2">
      <fieldset className="fieldset">
        <legend className="fieldset-legend text-base">{product.options.join(' / ')}</legend>
        <div className="flex flex-wrap gap-2">
          {product.variants.map((variant) => {
            const note = noteOf(variant, pricesDiffer);
            return (
              <label
                key={variant._id}
                className="flex cursor-pointer items-center gap-2 rounded-box border border-base-300 px-3 py-2 has-checked:border-primary"
              >
                <input
                  type="radio"
                  name="variant"
                  value={variant._id}
                  checked={variant._id === chosen._id}
                  onChange={() => choose(variant._id)}
                  className="radio radio-sm"
                />
                <span>
                  {variant.values.join(' / ')}
                  {note && <span className="block text-sm text-base-content/80">{note}</span>}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <button type="submit" className="btn btn-sm btn-outline self-start">
        Show this variant
      </button>
    </form>
  );
}
