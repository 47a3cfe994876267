import { accountMessages, type AccountSession } from '@crankworks/contract';
import { useId, type FormEvent } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions.ts';
import { useAccountSessions } from '../api/get-account-sessions.ts';

function SessionItem({ session }: { session: AccountSession }) {
  const endSession = useEndSession();
  const signOut = (event: FormEvent) => {
    event.preventDefault();
    endSession.mutate(session._id, {
      onSuccess: () => toast.success(accountMessages.sessionEnded),
      onError: (error) => toast.error(`The session was not signed out: ${errorMessage(error)}`),
    });
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-b border-base-300 py-3 last:border-b-0">
      <div>
        <p className="font-semibold">
          {session.device}
          {session.current && <span className="badge badge-soft badge-success ml-2">This device</span>}
        </p>
        <p className="text-sm">
          Signed in {formatDateTime(session.createdAt)} · last seen {formatDateTime(session.lastSeenAt)}
        </p>
      </div>
      {!session.current && (
        // Posted to the server while the app has not taken the page over (features/page-forms).
        <form method="post" action={`/dashboard/profile/sessions/${session._id}`} onSubmit={signOut}>
          <button
            type="submit"
            className="btn btn-sm btn-outline"
            disabled={endSession.isPending}
            aria-label={`Sign out ${session.device}, signed in ${formatDateTime(session.createdAt)}`}
          >
            {endSession.isPending ? 'Signing out…' : 'Sign out'}
          </button>
        </form>
      )}
    </li>
  );
}

/** Where the account is signed in: each session's device and dates; one or all others can be signed out. */
export function AccountSessions() {
  const headingId = useId();
  const sessions = useAccountSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.sessions.filter((session) => !session.current).length ?? 0;
  const signOutOthers = (event: FormEvent) => {
    event.preventDefault();
    endOthers.mutate(undefined, {
      onSuccess: ({ deletedCount }) => toast.success(accountMessages.otherSessionsEnded(deletedCount)),
      onError: (error) => toast.error(`The other sessions were not signed out: ${errorMessage(error)}`),
    });
  };

  return (
    <section aria-labelledby={headingId} className="card card-border max-w-xl bg-base-100 p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold">
        Sessions
      </h2>
      <p className="mt-1 text-sm">Where your account is signed in.</p>
      {sessions.isPending ? (
        <div role="status" aria-label="Loading your sessions" className="skeleton mt-3 h-24 w-full" />
      ) : sessions.isError ? (
        <QueryError
          title="We could not load your sessions."
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <>
          <ul className="mt-2">
            {sessions.data.sessions.map((session) => (
              <SessionItem key={session._id} session={session} />
            ))}
          </ul>
          {others === 0 ? (
            <p className="mt-2 text-sm">You are signed in nowhere else.</p>
          ) : (
            <form method="post" action="/dashboard/profile/sessions/others" onSubmit={signOutOthers}>
              <button type="submit" className="btn btn-outline mt-3" disabled={endOthers.isPending}>
                {endOthers.isPending ? 'Signing out…' : 'Sign out all other sessions'}
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
