import { messages, newProductSchema, type NewProduct } from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { toast } from '../../../../lib/toast.ts';
import { FormField } from '../../../../components/form-field.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../../lib/form-errors.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { ImageFields } from './image-fields.tsx';

const labels: Record<keyof NewProduct, string> = {
  name: 'Name',
  img: 'Image link',
  ShortDescription: 'Short description',
  price: 'Price (USD)',
  availableQty: 'Available quantity',
  minimumQty: 'Minimum order quantity',
};
const fields = Object.keys(labels) as (keyof NewProduct)[];

const emptyForm: DefaultValues<NewProduct> = { name: '', img: '', ShortDescription: '' };

export function AddProductForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<NewProduct>({ resolver: zodResolver(newProductSchema), defaultValues: emptyForm });
  const img = useWatch({ control, name: 'img' });
  const createProduct = useCreateProduct();
  const error = (field: keyof NewProduct) => fieldErrorText(labels[field], errors[field]);
  const number = (field: 'price' | 'availableQty' | 'minimumQty') => register(field, { valueAsNumber: true });

  const onSubmit = handleSubmit((values) =>
    createProduct.mutate(values, {
      onSuccess: () => {
        toast.success(messages.productAdded);
        // Without values, reset() also resets the form natively, which is what empties the number inputs.
        reset();
      },
      onError: (failure) => {
        toast.error(`${messages.productFailed}: ${errorMessage(failure)}`);
        showServerFieldError(failure, fields, setError);
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="card card-border max-w-3xl bg-base-100 p-6 shadow-sm">
      <FormField label={labels.name} error={error('name')}>
        {(control) => <input {...control} {...register('name')} className="input w-full" />}
      </FormField>
      <ImageFields
        field={register('img')}
        label={labels.img}
        error={error('img')}
        value={img}
        onUploaded={(url) => setValue('img', url, { shouldValidate: true })}
      />
      <FormField label={labels.ShortDescription} error={error('ShortDescription')}>
        {(control) => (
          <textarea {...control} {...register('ShortDescription')} rows={3} className="textarea w-full" />
        )}
      </FormField>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <FormField label={labels.price} error={error('price')}>
          {(control) => (
            <input
              {...control}
              {...number('price')}
              type="number"
              min={0}
              step={0.01}
              className="input w-full"
            />
          )}
        </FormField>
        <FormField label={labels.availableQty} error={error('availableQty')}>
          {(control) => (
            <input
              {...control}
              {...number('availableQty')}
              type="number"
              min={0}
              step={1}
              className="input w-full"
            />
          )}
        </FormField>
        <FormField label={labels.minimumQty} error={error('minimumQty')}>
          {(control) => (
            <input
              {...control}
              {...number('minimumQty')}
              type="number"
              min={1}
              step={1}
              className="input w-full"
            />
          )}
        </FormField>
      </div>
      <button type="submit" className="btn btn-primary mt-4 self-start" disabled={createProduct.isPending}>
        {createProduct.isPending ? 'Adding…' : 'Add Product'}
      </button>
    </form>
  );
}
