import {
  messages,
  profileFormSchema,
  type ProfileForm as ProfileValues,
  type UserProfile,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { FormField } from '../../../components/form-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../lib/form-errors.ts';
import { useSaveProfile } from '../api/save-profile.ts';

const fields = ['username', 'education', 'address', 'phone'] as const;

const valuesOf = ({ email, username, education, address, phone }: UserProfile): ProfileValues => ({
  email,
  username,
  education,
  address,
  phone,
});

/** E-mail (read-only), username, education, address, phone; a 200 says "Successfully Saved". */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileValues>({ resolver: zodResolver(profileFormSchema), defaultValues: valuesOf(profile) });
  // The values in the markup too: the server renders the form, before any script sets them.
  const registered = (name: keyof ProfileValues) => ({ ...register(name), defaultValue: profile[name] });
  const save = useSaveProfile();

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        toast.success(messages.profileSaved);
        reset(valuesOf(saved));
      },
      onError: (error) => {
        toast.error(`Your profile was not saved: ${errorMessage(error)}`);
        showServerFieldError(error, fields, setError);
      },
    }),
  );

  return (
    // Posted to the server while the app has not taken the page over (features/page-forms).
    <form
      method="post"
      action="/dashboard/profile"
      noValidate
      onSubmit={onSubmit}
      aria-label="My Profile"
      className="card card-border max-w-xl bg-base-100 p-6 shadow-sm"
    >
      <FormField label="Email">
        {(field) => (
          <input {...field} {...registered('email')} type="email" readOnly className="input w-full" />
        )}
      </FormField>
      <FormField label="Username" error={fieldErrorText('Username', errors.username)}>
        {(field) => (
          <input {...field} {...registered('username')} autoComplete="name" className="input w-full" />
        )}
      </FormField>
      <FormField label="Education" error={fieldErrorText('Education', errors.education)}>
        {(field) => <input {...field} {...registered('education')} className="input w-full" />}
      </FormField>
      <FormField label="Address" error={fieldErrorText('Address', errors.address)}>
        {(field) => (
          <input
            {...field}
            {...registered('address')}
            autoComplete="street-address"
            className="input w-full"
          />
        )}
      </FormField>
      <FormField label="Phone" error={fieldErrorText('Phone', errors.phone)}>
        {(field) => (
          <input {...field} {...registered('phone')} type="tel" autoComplete="tel" className="input w-full" />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary mt-4 self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save Profile'}
      </button>
    </form>
  );
}
