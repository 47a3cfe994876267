import { isSoldOut, type Product } from '@crankworks/contract';
import { useId, useState } from 'react';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

type AddWithQuantityProps = {
  product: Pick<Product, '_id' | 'name' | 'minimumQty' | 'availableQty'>;
};

/**
 * Add to cart with a quantity to choose, from the part's minimum order on (its card and page show the
 * minimum and the stock beside it). A quantity the part does not allow is said at the field when
 * Add to cart is pressed, by the cart's own rules, which load only then.
 */
export function AddWithQuantity({ product }: AddWithQuantityProps) {
  const errorId = useId();
  const [qty, setQty] = useState(product.minimumQty);
  const [problem, setProblem] = useState<string | null>(null);
  if (isSoldOut(product)) return null;
  return (
    <AddToCartButton
      product={product}
      qty={qty}
      onQuantityRefused={setProblem}
      formClassName="flex w-full flex-wrap items-end gap-2"
      fields={
        <QuantityStepper
          partName={product.name}
          qty={qty}
          name="qty"
          errorId={problem ? errorId : undefined}
          onChange={(next) => {
            setProblem(null);
            setQty(next);
          }}
        />
      }
      afterButton={
        problem && (
          <p id={errorId} role="alert" className="text-error w-full text-sm">
            {problem}
          </p>
        )
      }
    />
  );
}
