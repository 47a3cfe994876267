import { passwordResetMessages } from '@crankworks/contract';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ResetPasswordFormCard } from '../components/reset-password-form.tsx';

/** The page of the password-reset e-mail's link (`?token=…`). */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <DocumentTitle title="Choose a new password" />
      <h1 className="text-3xl font-bold">Choose a new password</h1>
      {token ? (
        <ResetPasswordFormCard token={token} />
      ) : (
        <p role="alert" className="text-error">
          {passwordResetMessages.linkInvalid}{' '}
          <Link to="/forgot-password" className="link">
            Ask for a new link
          </Link>
        </p>
      )}
    </div>
  );
}
