import {
  productDetailsSchema,
  productMessages,
  type Product,
  type ProductDetails,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../../lib/toast.ts';
import { FormField } from '../../../../components/form-field.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../../lib/form-errors.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { ImageFields } from './image-fields.tsx';

const labels: Record<keyof ProductDetails, string> = {
  name: 'Name',
  img: 'Image link',
  ShortDescription: 'Short description',
  price: 'Price (USD)',
  minimumQty: 'Minimum order quantity',
};
const fields = Object.keys(labels) as (keyof ProductDetails)[];

const detailsOf = ({ name, img, ShortDescription, price, minimumQty }: Product): ProductDetails => ({
  name,
  img,
  ShortDescription,
  price,
  minimumQty,
});

/** A part's name, picture, description, price and minimum order. Orders placed keep their copy. */
export function EditProductForm({ product }: { product: Product }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors, isDirty },
  } = useForm<ProductDetails>({
    resolver: zodResolver(productDetailsSchema),
    defaultValues: detailsOf(product),
  });
  const img = useWatch({ control, name: 'img' });
  const updateProduct = useUpdateProduct();
  const error = (field: keyof ProductDetails) => fieldErrorText(labels[field], errors[field]);
  const number = (field: 'price' | 'minimumQty') => register(field, { valueAsNumber: true });

  const onSubmit = handleSubmit((changes) =>
    updateProduct.mutate(
      { id: product._id, changes },
      {
        onSuccess: (saved) => {
          toast.success(productMessages.saved(saved.name));
          // What the server now holds is the form's new starting point.
          reset(detailsOf(saved));
        },
        onError: (failure) => {
          toast.error(`Could not save ${product.name}: ${errorMessage(failure)}`);
          showServerFieldError(failure, fields, setError);
        },
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="details-heading"
      className="card card-border bg-base-100 p-6 shadow-sm"
    >
      <h2 id="details-heading" className="text-xl font-bold">
        Details
      </h2>
      <FormField label={labels.name} error={error('name')}>
        {(field) => <input {...field} {...register('name')} className="input w-full" />}
      </FormField>
      <ImageFields
        field={register('img')}
        label={labels.img}
        error={error('img')}
        value={img}
        onUploaded={(url) => setValue('img', url, { shouldValidate: true, shouldDirty: true })}
      />
      <FormField label={labels.ShortDescription} error={error('ShortDescription')}>
        {(field) => (
          <textarea {...field} {...register('ShortDescription')} rows={3} className="textarea w-full" />
        )}
      </FormField>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField label={labels.price} error={error('price')}>
          {(field) => (
            <input
              {...field}
              {...number('price')}
              type="number"
              min={0}
              step={0.01}
              className="input w-full"
            />
          )}
        </FormField>
        <FormField label={labels.minimumQty} error={error('minimumQty')}>
          {(field) => (
            <input
              {...field}
              {...number('minimumQty')}
              type="number"
              min={1}
              step={1}
              className="input w-full"
            />
          )}
        </FormField>
      </div>
      <button
        type="submit"
        className="btn btn-primary mt-4 self-start"
        disabled={!isDirty || updateProduct.isPending}
      >
        {updateProduct.isPending ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}
