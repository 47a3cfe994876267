import {
  categoryInputSchema,
  categoryMessages,
  fieldLabels,
  MAX_CATEGORY_DEPTH,
  type CategoryInput,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { FormField, InputField } from '../../../../components/form-field.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../../lib/form-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import type { PlacedCategory } from '../../../categories/index.ts';
import { useSaveCategory } from '../api/categories.ts';

/**
 * Where a category may go: the top, or a category with room below it, never itself or one inside
 * it. The server still judges the depth of what is inside the category being moved.
 */
const placesFor = (categories: readonly PlacedCategory[], moving?: PlacedCategory) =>
  categories.filter(
    (place) =>
      place.depth < MAX_CATEGORY_DEPTH &&
      (!moving || (place.id !== moving.id && !place.aboveIds.includes(moving.id))),
  );

interface CategoryFormProps {
  /** Every category, for the Inside select. */
  categories: readonly PlacedCategory[];
  /** The category renamed or moved; none to add one. */
  category?: PlacedCategory;
  /** After a category is saved or the edit cancelled. */
  onDone?: () => void;
}

/** Adds a category, or renames and moves one (`category`): its name and the category it is inside. */
export function CategoryForm({ categories, category, onDone }: CategoryFormProps) {
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CategoryInput>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: { name: category?.name ?? '', parentId: category?.parentId ?? null },
  });
  // Controlled: the select shows the form's value whenever its options come (with the list, or anew).
  const { field: parent } = useController({ control, name: 'parentId' });
  const save = useSaveCategory();

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: category?.id, category: values },
      {
        onSuccess: (saved) => {
          toast.success(categoryMessages.saved(saved.name));
          // Inside stays chosen: categories are often added a few to the same place.
          if (!category) reset({ name: '', parentId: values.parentId });
          onDone?.();
        },
        onError: (error) => {
          toast.error(`${values.name} was not saved: ${errorMessage(error)}`);
          showServerFieldError(error, ['name', 'parentId'], setError);
        },
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={category ? `Edit ${category.path}` : 'Add category'}
      className="grid items-start gap-x-4 sm:grid-cols-[1fr_1fr_auto]"
    >
      <InputField
        label={fieldLabels.name}
        error={fieldErrorText(fieldLabels.name, errors.name)}
        registration={register('name')}
        autoFocus={Boolean(category)}
      />
      <FormField label={fieldLabels.parentId} error={fieldErrorText(fieldLabels.parentId, errors.parentId)}>
        {(ids) => (
          <select
            {...ids}
            name={parent.name}
            ref={parent.ref}
            value={parent.value ?? ''}
            // "(top level)" is null: at the top, inside no category.
            onChange={(event) => parent.onChange(event.currentTarget.value || null)}
            onBlur={parent.onBlur}
            className="select w-full"
          >
            <option value="">(top level)</option>
            {placesFor(categories, category).map((place) => (
              <option key={place.id} value={place.id}>
                {place.path}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="flex gap-2 sm:mt-9">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : category ? 'Save category' : 'Add category'}
        </button>
        {category && (
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
