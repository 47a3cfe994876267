import { messages, userTableQuerySchema, type UserListItem } from '@crankworks/contract';
import { AdminTablePage, pagedTable } from '../../../../components/admin-table-page.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useConfirmedAction } from '../../../../lib/use-confirmed-action.ts';
import { useTableQuery } from '../../../../lib/use-table-query.ts';
import { useSession } from '../../../auth/index.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUsers } from '../api/get-users.ts';
import { useMakeAdmin } from '../api/make-admin.ts';
import { useRevokeAdmin } from '../api/revoke-admin.ts';
import { UsersTable } from '../components/users-table.tsx';

/** A 403 is "Failed to make an admin"; any other failure says the same and why. */
const makeAdminFailure = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 403
    ? messages.adminFailed
    : `${messages.adminFailed}: ${errorMessage(error)}`;

const who = (user: UserListItem) => `${user.name} (${user.email})`;

/**
 * /dashboard/users (admin): all users with their role, Make Admin, Revoke Admin and Delete User, each
 * after a confirmation dialog.
 */
export function Component() {
  const { user } = useSession();
  const tableQuery = useTableQuery(userTableQuerySchema);
  const { query, toggleSort } = tableQuery;
  const users = useUsers(query);
  const promoting = useConfirmedAction(useMakeAdmin(), {
    variables: (target: UserListItem) => target.email,
    success: () => messages.adminAdded,
    failure: (_target, error) => makeAdminFailure(error),
  });
  const revoking = useConfirmedAction(useRevokeAdmin(), {
    variables: (target: UserListItem) => target.email,
    success: (target) => `${who(target)} is a customer again`,
    failure: (_target, error) => `Admin rights could not be revoked: ${errorMessage(error)}`,
  });
  const deleting = useConfirmedAction(useDeleteUser(), {
    variables: (target: UserListItem) => target.email,
    success: (target) => `${who(target)} was deleted and signed out`,
    failure: (_target, error) => `The user could not be deleted: ${errorMessage(error)}`,
  });

  return (
    <AdminTablePage
      title="All Users"
      search={{ label: 'Search by name or e-mail', placeholder: 'e.g. rider@example.com' }}
      noun={{ one: 'user', many: 'users' }}
      table={pagedTable(tableQuery, users)}
      confirms={[
        {
          action: promoting,
          title: 'Make this user an admin?',
          confirmLabel: 'Make admin',
          body: promoting.target && (
            <p>
              {who(promoting.target)} gets the admin pages at once: every user, order, product and message,
              and the right to make other admins.
            </p>
          ),
        },
        {
          action: revoking,
          title: 'Revoke admin rights?',
          confirmLabel: 'Revoke admin',
          body: revoking.target && (
            <p>
              {who(revoking.target)} becomes a customer again and loses the admin pages at once, on every
              device he is signed in on.
            </p>
          ),
        },
        {
          action: deleting,
          title: 'Delete this user?',
          confirmLabel: 'Delete user',
          body: deleting.target && (
            <p>
              {who(deleting.target)} will be deleted and signed out everywhere at once. This cannot be undone.
            </p>
          ),
        },
      ]}
    >
      {(rows) => (
        <UsersTable
          users={rows}
          currentEmail={user?.email ?? ''}
          sort={query}
          onSort={toggleSort}
          promotingEmail={promoting.dialog.pending ? (promoting.target?.email ?? null) : null}
          onMakeAdmin={promoting.ask}
          onRevokeAdmin={revoking.ask}
          onDelete={deleting.ask}
        />
      )}
    </AdminTablePage>
  );
}
