import { messages, newProductSchema, type NewProduct } from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { toast } from '../../../../lib/toast.ts';
import { errorMessage } from '../../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../../lib/form-errors.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { moreImageFieldPaths } from './more-image-fields.tsx';
import { PriceTierFields, tierFieldPaths } from './price-tier-fields.tsx';
import { ProductFields, productFieldLabels, registerOptions, type ProductField } from './product-fields.tsx';

const fields = [
  ...(Object.keys(productFieldLabels) as ProductField[]),
  ...moreImageFieldPaths,
  ...tierFieldPaths,
];

const emptyForm: DefaultValues<NewProduct> = {
  name: '',
  img: '',
  moreImages: [],
  ShortDescription: '',
  tiers: [],
  status: 'active',
};

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
  const { field: status } = useController({ control, name: 'status' });
  const { field: moreImages } = useController({ control, name: 'moreImages' });
  const createProduct = useCreateProduct();
  const error = (field: ProductField) => fieldErrorText(productFieldLabels[field], errors[field]);
  const field = (name: ProductField) => register(name, registerOptions(name));

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
      <ProductFields
        field={field}
        error={error}
        image={{ value: img, onChange: (url) => setValue('img', url, { shouldValidate: true }) }}
        moreImages={{ value: moreImages.value, onChange: moreImages.onChange, error: errors.moreImages }}
        stock={{ field: field('availableQty'), error: error('availableQty') }}
        status={status}
      />
      <PriceTierFields control={control} register={register} />
      <button type="submit" className="btn btn-primary mt-4 self-start" disabled={createProduct.isPending}>
        {createProduct.isPending ? 'Adding…' : 'Add Product'}
      </button>
    </form>
  );
}
