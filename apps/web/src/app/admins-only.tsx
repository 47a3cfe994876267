import { Link } from 'react-router';
import { DocumentTitle } from '../components/document-title.tsx';

/** What a signed-in customer sees on an admin page: why he cannot use it, and where to go instead. */
export function AdminsOnly({ email }: { email: string }) {
  return (
    <section className="flex flex-col items-start gap-4">
      <DocumentTitle title="Admins only" />
      <h1 className="text-3xl font-bold">Admins only</h1>
      <p>
        This page is for the shop&apos;s admins. You are signed in as{' '}
        <span className="font-semibold">{email}</span>, a customer account.
      </p>
      <Link to="/dashboard" className="btn btn-primary">
        Go to my dashboard
      </Link>
    </section>
  );
}
