import {
  productMessages,
  restockSchema,
  setStockSchema,
  type Product,
  type ProductChanges,
  type ProductDetail,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../../lib/toast.ts';
import { FormField } from '../../../../components/form-field.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { fieldErrorText } from '../../../../lib/form-errors.ts';
import { useUpdateProduct } from '../api/update-product.ts';

/** What the stock forms act on: a part, or one variant of a product (decision 078), by its row's id. */
type StockedPart = Pick<Product, '_id' | 'name' | 'availableQty' | 'minimumQty'>;

/**
 * The part's figure in a stock change's answer, which is its product's page: a variant's figure is
 * that of its row among the product's variants.
 */
const figureIn = (saved: ProductDetail, id: string) =>
  (id === saved._id ? saved : (saved.variants.find((variant) => variant._id === id) ?? saved)).availableQty;

/** A part's stock, in a card of the part's page. */
export function StockForm({ product }: { product: Product }) {
  return (
    <section aria-labelledby="stock-heading" className="card card-border bg-base-100 p-6 shadow-sm">
      <h2 id="stock-heading" className="text-xl font-bold">
        Stock
      </h2>
      <StockControls part={product} />
    </section>
  );
}

/**
 * The stock: Restock adds pieces to whatever the stock is when it lands (orders placed meanwhile
 * count); Set stock replaces it only if it is still the figure shown here.
 */
export function StockControls({ part }: { part: StockedPart }) {
  const updateProduct = useUpdateProduct();
  const restock = useForm({ resolver: zodResolver(restockSchema) });
  const setStock = useForm({ resolver: zodResolver(setStockSchema) });

  const save = (changes: ProductChanges, done: (now: number) => string, reset: () => void) =>
    updateProduct.mutate(
      { id: part._id, changes },
      {
        onSuccess: (saved) => {
          toast.success(done(figureIn(saved, part._id)));
          reset();
        },
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    );

  const onRestock = restock.handleSubmit(({ restock: pieces }) =>
    save(
      { restock: pieces },
      (now) => productMessages.restocked(part.name, now),
      () => restock.reset(),
    ),
  );
  const onSetStock = setStock.handleSubmit(({ availableQty }) =>
    save(
      { availableQty, expectedAvailableQty: part.availableQty },
      (now) => productMessages.stockSet(part.name, now),
      () => setStock.reset(),
    ),
  );

  return (
    <>
      <p className="mt-2 text-lg">
        In stock: <strong>{part.availableQty} pcs</strong>{' '}
        <span className="text-base-content/80">(minimum order {part.minimumQty} pcs)</span>
      </p>
      <div className="mt-2 grid gap-6 sm:grid-cols-2">
        <form noValidate onSubmit={onRestock} aria-label="Restock" className="flex flex-col">
          <FormField
            label="Pieces to add"
            error={fieldErrorText('Pieces to add', restock.formState.errors.restock)}
          >
            {(field) => (
              <input
                {...field}
                {...restock.register('restock', { valueAsNumber: true })}
                type="number"
                min={1}
                step={1}
                className="input w-full"
              />
            )}
          </FormField>
          <button
            type="submit"
            className="btn btn-primary mt-2 self-start"
            disabled={updateProduct.isPending}
          >
            Restock
          </button>
        </form>
        <form noValidate onSubmit={onSetStock} aria-label="Set stock" className="flex flex-col">
          <FormField
            label="New stock figure"
            error={fieldErrorText('New stock figure', setStock.formState.errors.availableQty)}
          >
            {(field) => (
              <input
                {...field}
                {...setStock.register('availableQty', { valueAsNumber: true })}
                type="number"
                min={0}
                step={1}
                className="input w-full"
              />
            )}
          </FormField>
          <button
            type="submit"
            className="btn btn-outline mt-2 self-start"
            disabled={updateProduct.isPending}
          >
            Set stock
          </button>
        </form>
      </div>
    </>
  );
}
