import {
  fieldLabels,
  sellerMessages,
  sellerSchema,
  type Seller,
  type SellerAnswer,
  type SellerInput,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../../components/form-field.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../../lib/form-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSaveSeller } from '../api/save-seller.ts';

const fields = [
  'legalName',
  'postalAddress',
  'country',
  'taxId',
  'registrationNumber',
  'email',
  'phone',
  'bankDetails',
] as const;
type Field = (typeof fields)[number];

/** Multi-line fields get a text area; the others one line, with the browser's autofill hint. */
const multiLine = new Set<Field>(['postalAddress', 'bankDetails']);
const inputProps: Partial<Record<Field, { type?: string; autoComplete?: string }>> = {
  legalName: { autoComplete: 'organization' },
  country: { autoComplete: 'country' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

const valuesOf = ({ seller }: SellerAnswer): SellerInput => ({
  ...seller,
  taxId: seller.taxId ?? '',
  registrationNumber: seller.registrationNumber ?? '',
  phone: seller.phone ?? '',
  bankDetails: seller.bankDetails ?? '',
});

/** The seller's identity as invoices, credit notes and e-mails print it. */
export function SellerForm({ answer }: { answer: SellerAnswer }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SellerInput, unknown, Seller>({
    resolver: zodResolver(sellerSchema),
    defaultValues: valuesOf(answer),
  });
  const save = useSaveSeller();

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        toast.success(sellerMessages.saved);
        reset(valuesOf(saved));
      },
      onError: (error) => {
        toast.error(`The settings were not saved: ${errorMessage(error)}`);
        showServerFieldError(error, fields, setError);
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Seller on invoices"
      className="card card-border max-w-xl bg-base-100 p-6 shadow-sm"
    >
      {!answer.stored && (
        <p role="note" className="alert alert-info alert-soft mb-2">
          Nothing is stored yet: invoices use the server&apos;s settings (SHOP_NAME, SHOP_ADDRESS, SHOP_EMAIL)
          shown here. Save to store the seller.
        </p>
      )}
      {fields.map((name) => {
        const label = fieldLabels[name];
        return (
          <FormField key={name} label={label} error={fieldErrorText(label, errors[name])}>
            {(field) =>
              multiLine.has(name) ? (
                <textarea {...field} {...register(name)} rows={4} className="textarea w-full" />
              ) : (
                <input {...field} {...register(name)} {...inputProps[name]} className="input w-full" />
              )
            }
          </FormField>
        );
      })}
      <button type="submit" className="btn btn-primary mt-4 self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save settings'}
      </button>
    </form>
  );
}
