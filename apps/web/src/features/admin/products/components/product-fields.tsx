import {
  labelsOf,
  PRODUCT_STATUSES,
  type NewProduct,
  type ProductDetails,
  type ProductStatus,
} from '@crankworks/contract';
import type { ControllerRenderProps, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../../components/form-field.tsx';
import { productStatusChoices } from '../product-status-words.ts';
import { ImageFields } from './image-fields.tsx';
import { MoreImageFields, type MoreImageFieldsProps } from './more-image-fields.tsx';

/** A product's own fields: its price tiers have a table of their own. */
export type ProductField = Exclude<keyof NewProduct, 'tiers'>;

/** The visible label of each field of a product, in both the add and the edit form: the server's words for it. */
export const productFieldLabels: Record<ProductField, string> = labelsOf(
  'name',
  'img',
  'moreImages',
  'ShortDescription',
  'price',
  'availableQty',
  'minimumQty',
  'weightGrams',
  'status',
);

type DetailField = Exclude<keyof ProductDetails, 'tiers'>;

const numberFields: readonly ProductField[] = ['price', 'availableQty', 'minimumQty', 'weightGrams'];

/** How the price, the quantities and the weight reach the form: as numbers, not the text typed. */
export const registerOptions = (field: ProductField) =>
  numberFields.includes(field) ? { valueAsNumber: true } : {};

interface ProductFieldsProps {
  /** A detail field registered with the form. */
  field: (name: DetailField) => UseFormRegisterReturn;
  /** The error text of a field, if it is refused. */
  error: (name: DetailField) => string | undefined;
  /**
   * The main image link as typed (for the preview), and where a new one goes: an uploaded file's URL,
   * or another picture made the main one.
   */
  image: { value: string | undefined; onChange: (url: string) => void };
  moreImages: MoreImageFieldsProps['images'];
  /** The first stock, which only a new product asks for: a product's page has its own stock form. */
  stock?: { field: UseFormRegisterReturn; error: string | undefined };
  /**
   * The status, from `useController`: a select left to `register` shows its first option, not the
   * part's status, when the form starts.
   */
  status: Pick<ControllerRenderProps, 'name' | 'onChange' | 'onBlur' | 'ref'> & { value?: ProductStatus };
}

/**
 * A product's name, pictures, description, price, minimum order, weight, (for a new one) first stock,
 * and whether it is on sale.
 */
export function ProductFields({ field, error, image, moreImages, stock, status }: ProductFieldsProps) {
  return (
    <>
      <FormField label={productFieldLabels.name} error={error('name')}>
        {(control) => <input {...control} {...field('name')} className="input w-full" />}
      </FormField>
      <ImageFields
        field={field('img')}
        label={productFieldLabels.img}
        error={error('img')}
        value={image.value}
        onUploaded={image.onChange}
      />
      <MoreImageFields images={moreImages} main={image} />
      <FormField label={productFieldLabels.ShortDescription} error={error('ShortDescription')}>
        {(control) => (
          <textarea {...control} {...field('ShortDescription')} rows={3} className="textarea w-full" />
        )}
      </FormField>
      <div className={`grid gap-x-4 ${stock ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
        <FormField label={productFieldLabels.price} error={error('price')}>
          {(control) => (
            <input
              {...control}
              {...field('price')}
              type="number"
              min={0}
              step={0.01}
              className="input w-full"
            />
          )}
        </FormField>
        {stock && (
          <FormField label={productFieldLabels.availableQty} error={stock.error}>
            {(control) => (
              <input {...control} {...stock.field} type="number" min={0} step={1} className="input w-full" />
            )}
          </FormField>
        )}
        <FormField label={productFieldLabels.minimumQty} error={error('minimumQty')}>
          {(control) => (
            <input
              {...control}
              {...field('minimumQty')}
              type="number"
              min={1}
              step={1}
              className="input w-full"
            />
          )}
        </FormField>
        <FormField label={productFieldLabels.weightGrams} error={error('weightGrams')}>
          {(control) => (
            <input
              {...control}
              {...field('weightGrams')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className="input w-full"
            />
          )}
        </FormField>
      </div>
      <FormField label={productFieldLabels.status} error={error('status')}>
        {(control) => (
          <select {...control} {...status} className="select w-full sm:w-auto">
            {PRODUCT_STATUSES.map((choice) => (
              <option key={choice} value={choice}>
                {productStatusChoices[choice]}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
