import { messages, newReviewSchema, type NewReview } from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type DefaultValues, type FieldError } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { FormField } from '../../../components/form-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../lib/form-errors.ts';
import { useCreateReview } from '../api/create-review.ts';
import { StarRatingInput } from './star-rating-input.tsx';

const fields = ['name', 'rating', 'message'] as const;

/** A picker can only leave the rating out; say what to do rather than "must be a number". */
const ratingErrorText = (error: FieldError | undefined) =>
  error?.type === 'invalid_type' ? 'Choose a rating from 1 to 5 stars' : fieldErrorText('Rating', error);

interface AddReviewFormProps {
  /** The signed-in user's name; the reviewer may change it. */
  defaultName: string;
}

export function AddReviewForm({ defaultName }: AddReviewFormProps) {
  // No rating until the reviewer picks one: a preset score would put words in his mouth.
  const emptyForm: DefaultValues<NewReview> = { name: defaultName, message: '' };
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewReview>({ resolver: zodResolver(newReviewSchema), defaultValues: emptyForm });
  const createReview = useCreateReview();

  const onSubmit = handleSubmit((values) =>
    createReview.mutate(values, {
      onSuccess: () => {
        toast.success(messages.reviewAdded);
        reset(emptyForm);
      },
      onError: (error) => {
        toast.error(`${messages.reviewFailed}: ${errorMessage(error)}`);
        showServerFieldError(error, fields, setError);
      },
    }),
  );

  return (
    // Posted to the server while the app has not taken the page over (features/page-forms).
    <form
      method="post"
      action="/dashboard/review"
      noValidate
      onSubmit={onSubmit}
      className="card card-border max-w-xl bg-base-100 p-6 shadow-sm"
    >
      <FormField label="Name" error={fieldErrorText('Name', errors.name)}>
        {(field) => (
          // The value in the markup too: the server renders the form, before any script sets it.
          <input
            {...field}
            {...register('name')}
            defaultValue={defaultName}
            autoComplete="name"
            className="input w-full"
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            name="rating"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={ratingErrorText(errors.rating)}
          />
        )}
      />
      <FormField label="Message" error={fieldErrorText('Message', errors.message)}>
        {(field) => <textarea {...field} {...register('message')} rows={4} className="textarea w-full" />}
      </FormField>
      <button type="submit" className="btn btn-primary mt-4 self-start" disabled={createReview.isPending}>
        {createReview.isPending ? 'Adding…' : 'Add Review'}
      </button>
    </form>
  );
}
