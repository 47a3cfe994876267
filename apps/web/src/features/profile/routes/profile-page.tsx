import { accountMessages, messages } from '@crankworks/contract';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { FormFailureNotice } from '../../../components/form-failure-notice.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useSession } from '../../auth/index.ts';
import { useProfile } from '../api/get-profile.ts';
import { AccountSessions } from '../components/account-sessions.tsx';
import { AddressBook } from '../components/address-book.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { DeleteAccount } from '../components/delete-account.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

const doneNotices: Record<string, string | undefined> = {
  saved: messages.profileSaved,
  password: accountMessages.passwordChanged,
  session: accountMessages.sessionEnded,
  sessions: 'The other sessions are signed out.',
};

function ProfileSection({ email }: { email: string }) {
  const profile = useProfile(email);
  if (profile.isPending)
    return <div role="status" aria-label="Loading your profile" className="skeleton h-96 max-w-xl" />;
  if (profile.isError) {
    return (
      <QueryError
        title="We could not load your profile."
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return <ProfileForm profile={profile.data} />;
}

/**
 * /dashboard/profile: one's own profile, address book, password, sessions and Delete my account (the dashboard's
 * guard made sure someone is signed in).
 */
export function Component() {
  const { user } = useSession();
  // A form posted without the app comes back here with its outcome (features/page-forms).
  const done = doneNotices[useSearchParams()[0].get('done') ?? ''];
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title="My Profile" />
      <h1 className="text-3xl font-bold">My Profile</h1>
      {done && (
        <p role="status" className="alert alert-success alert-soft">
          {done}
        </p>
      )}
      <FormFailureNotice title="Nothing was changed" />
      {user && (
        <>
          <ProfileSection email={user.email} />
          <AddressBook />
          <ChangePasswordForm email={user.email} />
          <AccountSessions />
          <DeleteAccount email={user.email} admin={user.role === 'admin'} />
        </>
      )}
    </div>
  );
}
