import {
  productSpecsInputSchema,
  specMessages,
  type PartSpec,
  type ProductDetail,
  type ProductSpecsInput,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../../lib/error-message.ts';
import { showServerFieldError } from '../../../../lib/form-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSpecs } from '../../specs/index.ts';
import { useSetProductSpecs } from '../api/set-product-specs.ts';
import { ListedChoices } from './listed-choices.tsx';
import { PartSpecRows, partSpecFieldPaths } from './part-spec-rows.tsx';

/** A part's specifications as the form edits them: each one's id and value. */
const linesOf = (specs: readonly PartSpec[]) => specs.map(({ specId, value }) => ({ specId, value }));

/** The values a part gives of the catalogue's specifications, saved apart from its details. */
export function ProductSpecsForm({ product }: { product: ProductDetail }) {
  const headingId = useId();
  const definitions = useSpecs();
  const setSpecs = useSetProductSpecs();
  const {
    control,
    register,
    setValue,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = useForm<ProductSpecsInput>({
    resolver: zodResolver(productSpecsInputSchema),
    defaultValues: { specs: linesOf(product.specs) },
  });

  const onSubmit = handleSubmit(({ specs }) =>
    setSpecs.mutate(
      { id: product._id, specs },
      {
        onSuccess: (saved) => {
          toast.success(specMessages.partSpecsSaved);
          reset({ specs: linesOf(saved.specs) });
        },
        onError: (failure) => {
          toast.error(`Could not save the specifications of ${product.name}: ${errorMessage(failure)}`);
          showServerFieldError(failure, partSpecFieldPaths, setError);
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
        Specifications
      </h2>
      <ListedChoices
        list={definitions}
        what="specifications"
        addedOn={{ name: 'Specifications', href: '/dashboard/specifications' }}
      >
        {(items) => (
          <PartSpecRows control={control} register={register} setValue={setValue} definitions={items} />
        )}
      </ListedChoices>
      <button
        type="submit"
        className="btn btn-primary mt-2 self-start"
        disabled={!isDirty || setSpecs.isPending}
      >
        {setSpecs.isPending ? 'Saving…' : 'Save specifications'}
      </button>
    </form>
  );
}
