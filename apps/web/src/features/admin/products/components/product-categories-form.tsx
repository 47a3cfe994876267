import {
  categoryMessages,
  fieldLabels,
  productCategoriesSchema,
  type ProductCategories,
  type ProductDetail,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { errorMessage } from '../../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../../lib/form-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { placeCategories, useCategories } from '../../../categories/index.ts';
import { useSetProductCategories } from '../api/set-product-categories.ts';
import { ListedChoices } from './listed-choices.tsx';

/** The categories a part is in: the last step of each way to them. */
const categoryIdsOf = (product: ProductDetail) => product.categories.flatMap((path) => path.at(-1)?.id ?? []);

/** The categories a part is in, a checkbox per category, saved apart from its details. */
export function ProductCategoriesForm({ product }: { product: ProductDetail }) {
  const headingId = useId();
  const errorId = useId();
  const categories = useCategories();
  const setCategories = useSetProductCategories();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = useForm<ProductCategories>({
    resolver: zodResolver(productCategoriesSchema),
    defaultValues: { categoryIds: categoryIdsOf(product) },
  });
  const { field, fieldState } = useController({ control, name: 'categoryIds' });
  const error = fieldErrorText(fieldLabels.categoryIds, fieldState.error);
  const toggle = (id: string, checked: boolean) =>
    field.onChange(checked ? [...field.value, id] : field.value.filter((chosen) => chosen !== id));

  const onSubmit = handleSubmit(({ categoryIds }) =>
    setCategories.mutate(
      { id: product._id, categoryIds },
      {
        onSuccess: (saved) => {
          toast.success(categoryMessages.partCategoriesSaved);
          reset(saved);
        },
        onError: (failure) => {
          toast.error(`Could not save the categories of ${product.name}: ${errorMessage(failure)}`);
          showServerFieldError(failure, ['categoryIds'], setError);
        },
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="card card-border flex flex-col gap-2 bg-base-100 p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-bold">
        Categories
      </h2>
      <ListedChoices
        list={categories}
        what="categories"
        addedOn={{ name: 'Categories', href: '/dashboard/categories' }}
      >
        {(items) => (
          <fieldset
            aria-labelledby={headingId}
            aria-describedby={error ? errorId : undefined}
            className="grid gap-2 sm:grid-cols-2"
          >
            {placeCategories(items).map((category) => (
              <label key={category.id} className="flex cursor-pointer items-center gap-2">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={field.value.includes(category.id)}
                  onChange={(event) => toggle(category.id, event.currentTarget.checked)}
                />
                {category.path}
              </label>
            ))}
          </fieldset>
        )}
      </ListedChoices>
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary mt-2 self-start"
        disabled={!isDirty || setCategories.isPending}
      >
        {setCategories.isPending ? 'Saving…' : 'Save categories'}
      </button>
    </form>
  );
}
