import {
  productDetailsSchema,
  productMessages,
  type ProductDetail,
  type ProductDetails,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../../lib/toast.ts';
import { errorMessage } from '../../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../../lib/form-errors.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { useFollowSaved } from '../use-follow-saved.ts';
import { moreImageFieldPaths } from './more-image-fields.tsx';
import { PriceTierFields, tierFieldPaths } from './price-tier-fields.tsx';
import { ProductFields, productFieldLabels, registerOptions } from './product-fields.tsx';

const fields = [
  ...([
    'name',
    'img',
    'moreImages',
    'ShortDescription',
    'price',
    'minimumQty',
    'weightGrams',
    'status',
  ] satisfies (keyof ProductDetails)[]),
  ...moreImageFieldPaths,
  ...tierFieldPaths,
];

const detailsOf = ({
  name,
  img,
  moreImages,
  ShortDescription,
  price,
  minimumQty,
  weightGrams,
  status,
  tiers,
}: ProductDetail): ProductDetails => ({
  name,
  img,
  moreImages,
  ShortDescription,
  price,
  minimumQty,
  weightGrams,
  status,
  tiers,
});

/** A part's name, pictures, description, price, minimum order, weight and status. Orders placed keep their copy. */
export function EditProductForm({ product }: { product: ProductDetail }) {
  const form = useForm<ProductDetails>({
    resolver: zodResolver(productDetailsSchema),
    defaultValues: detailsOf(product),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors, isDirty },
  } = form;
  useFollowSaved(detailsOf(product), form);
  const img = useWatch({ control, name: 'img' });
  const { field: status } = useController({ control, name: 'status' });
  const { field: moreImages } = useController({ control, name: 'moreImages' });
  const updateProduct = useUpdateProduct();
  const error = (field: Exclude<keyof ProductDetails, 'tiers'>) =>
    fieldErrorText(productFieldLabels[field], errors[field]);

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
      <ProductFields
        field={(name) => register(name, registerOptions(name))}
        error={error}
        image={{
          value: img,
          onChange: (url) => setValue('img', url, { shouldValidate: true, shouldDirty: true }),
        }}
        moreImages={{ value: moreImages.value, onChange: moreImages.onChange, error: errors.moreImages }}
        status={status}
      />
      <PriceTierFields control={control} register={register} />
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
