import {
  MAX_VARIANTS,
  productVariantsSchema,
  type ProductDetail,
  type ProductVariants,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { errorMessage } from '../../../../lib/error-message.ts';
import { showServerFieldError } from '../../../../lib/form-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useReplaceVariants } from '../api/replace-variants.ts';
import { useFollowSaved } from '../use-follow-saved.ts';
import { variantWords } from '../variant-words.ts';
import { OptionFields } from './option-fields.tsx';
import { newVariant, variantFieldPaths, variantsOf } from './variant-inputs.ts';
import { VariantRow } from './variant-row.tsx';
import { VariantStockDialog } from './variant-stock-dialog.tsx';

/**
 * Where focus goes once the form has changed shape: a field, or the Add option button. A new object
 * each time, so that the same place asked for twice is focused twice.
 */
type FocusTarget = { to: Path<ProductVariants> | 'add option' };

const without = <Item,>(list: readonly Item[], index: number) => list.filter((_, at) => at !== index);

/**
 * A product's options and variants (decision 078), saved as a whole: the first variant is the product
 * itself; a kept one's stock is changed in its stock dialog, a new one's is typed here.
 */
export function VariantsForm({ product }: { product: ProductDetail }) {
  const headingId = useId();
  const replaceVariants = useReplaceVariants();
  const form = useForm<ProductVariants>({
    resolver: zodResolver(productVariantsSchema),
    defaultValues: variantsOf(product),
  });
  const { control, register, handleSubmit, getValues, setValue, setError, setFocus, reset, trigger } = form;
  const { isDirty, isSubmitted } = form.formState;
  useFollowSaved(variantsOf(product), form);
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  const options = useWatch({ control, name: 'options' });
  const [stockOf, setStockOf] = useState<string>();
  const [focusTarget, setFocusTarget] = useState<FocusTarget>();
  const addOptionRef = useRef<HTMLButtonElement>(null);

  // A field added or moved up is only there once the form has rendered its new shape.
  useEffect(() => {
    if (focusTarget?.to === 'add option') addOptionRef.current?.focus();
    else if (focusTarget) setFocus(focusTarget.to);
  }, [focusTarget, setFocus]);

  /** Changes every variant's values with the options, so that each keeps one value per option. */
  const reshape = (options: string[], values: (values: string[]) => string[], focus: FocusTarget['to']) => {
    setValue('options', options, { shouldDirty: true });
    getValues('variants').forEach((variant, row) =>
      setValue(`variants.${row}.values`, values(variant.values), { shouldDirty: true }),
    );
    // Refusals already shown point at fields by their place, which has just changed.
    if (isSubmitted) void trigger();
    setFocusTarget({ to: focus });
  };
  const addOption = () => {
    const names = getValues('options');
    reshape([...names, ''], (values) => [...values, ''], `options.${names.length}`);
  };
  const removeOption = (index: number) => {
    const names = without(getValues('options'), index);
    reshape(
      names,
      (values) => without(values, index),
      names.length ? `options.${Math.min(index, names.length - 1)}` : 'add option',
    );
  };
  const addVariant = () =>
    append(newVariant(getValues('variants.0'), getValues('options').length), {
      focusName: `variants.${fields.length}.sku`,
    });
  // The page's copy is refetched after a save; meanwhile a variant just added is in the save's answer.
  const savedVariant = (id: string | undefined) =>
    product.variants.find((variant) => variant._id === id) ??
    replaceVariants.data?.variants.find((variant) => variant._id === id);
  const removeVariant = (index: number) => {
    remove(index);
    setFocusTarget({ to: `variants.${Math.min(index, fields.length - 2)}.sku` });
  };

  const onSubmit = handleSubmit((variants) =>
    replaceVariants.mutate(
      { id: product._id, ...variants },
      {
        onSuccess: (saved) => {
          toast.success(variantWords.saved);
          reset(variantsOf(saved));
        },
        onError: (failure) => {
          toast.error(variantWords.notSaved(product.name, errorMessage(failure)));
          showServerFieldError(failure, variantFieldPaths(variants), setError);
        },
      },
    ),
  );

  return (
    <div className="card card-border bg-base-100 p-6 shadow-sm">
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-xl font-bold">
          Variants
        </h2>
        <OptionFields
          control={control}
          register={register}
          options={options}
          onAdd={addOption}
          onRemove={removeOption}
          addRef={addOptionRef}
        />
        {fields.map((field, index) => (
          <VariantRow
            key={field.id}
            index={index}
            control={control}
            register={register}
            options={options}
            saved={savedVariant(field._id)}
            isNew={!field._id}
            onRemove={() => removeVariant(index)}
            onChangeStock={() => setStockOf(field._id)}
          />
        ))}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline"
            disabled={fields.length >= MAX_VARIANTS}
            onClick={addVariant}
          >
            Add variant
          </button>
          <button type="submit" className="btn btn-primary" disabled={!isDirty || replaceVariants.isPending}>
            {replaceVariants.isPending ? 'Saving…' : 'Save variants'}
          </button>
        </div>
      </form>
      <VariantStockDialog variant={savedVariant(stockOf)} onClose={() => setStockOf(undefined)} />
    </div>
  );
}
