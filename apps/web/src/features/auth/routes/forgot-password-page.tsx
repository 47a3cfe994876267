import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ForgotPasswordFormCard } from '../components/forgot-password-form.tsx';

/** "Forgot password?" from the login page: a link to choose a new one comes by e-mail. */
export function Component() {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <DocumentTitle title="Forgot password" />
      <h1 className="text-3xl font-bold">Forgot your password?</h1>
      <p>Tell us the e-mail address of your account, and we send you a link to choose a new password.</p>
      <ForgotPasswordFormCard />
      <p>
        <Link to="/login" className="link link-primary">
          Back to login
        </Link>
      </p>
    </div>
  );
}
