import { messages, userTableQuerySchema, type UserListItem } from '@crankworks/contract';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DocumentTitle } from '../../../../components/document-title.tsx';
import { Pagination } from '../../../../components/pagination.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { TableSearch } from '../../../../components/table-search.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useTableQuery } from '../../../../lib/use-table-query.ts';
import { useSession } from '../../../auth/index.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUsers } from '../api/get-users.ts';
import { useMakeAdmin } from '../api/make-admin.ts';
import { useRevokeAdmin } from '../api/revoke-admin.ts';
import { UsersTable } from '../components/users-table.tsx';

/** SPEC §8: a 403 is "Failed to make an admin"; any other failure says the same and why. */
const makeAdminFailure = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 403
    ? messages.adminFailed
    : `${messages.adminFailed}: ${errorMessage(error)}`;

/** /dashboard/users (admin): all users with their role, Make Admin, Revoke Admin and Delete User. */
export function Component() {
  const { user } = useSession();
  const { query, setPage, setSearch, toggleSort } = useTableQuery(userTableQuerySchema);
  const users = useUsers(query);
  const makeAdmin = useMakeAdmin();
  const deleteUser = useDeleteUser();
  const [deleting, setDeleting] = useState<UserListItem | null>(null);
  const revokeAdmin = useRevokeAdmin();
  const [revoking, setRevoking] = useState<UserListItem | null>(null);

  const onMakeAdmin = (target: UserListItem) =>
    makeAdmin.mutate(target.email, {
      onSuccess: () => toast.success(messages.adminAdded),
      onError: (error) => toast.error(makeAdminFailure(error)),
    });

  const confirmRevoke = () => {
    if (!revoking) return;
    revokeAdmin.mutate(revoking.email, {
      onSuccess: () => toast.success(`${revoking.name} (${revoking.email}) is a customer again`),
      onError: (error) => toast.error(`Admin rights could not be revoked: ${errorMessage(error)}`),
      onSettled: () => setRevoking(null),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteUser.mutate(deleting.email, {
      onSuccess: () => toast.success(`${deleting.name} (${deleting.email}) was deleted and signed out`),
      onError: (error) => toast.error(`The user could not be deleted: ${errorMessage(error)}`),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title="All Users" />
      <h1 className="text-3xl font-bold">All Users</h1>
      <TableSearch
        label="Search by name or e-mail"
        value={query.search}
        onSearch={setSearch}
        placeholder="e.g. rider@example.com"
      />
      {users.isPending ? (
        <div role="status" aria-label="Loading users" className="skeleton h-64 w-full" />
      ) : users.isLoadingError ? (
        <QueryError
          title="We could not load the users."
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.items.length === 0 ? (
        <div className="alert flex flex-col items-start gap-2">
          <p>
            {query.page > 1
              ? 'There are no users on this page.'
              : query.search
                ? `No users match “${query.search}”.`
                : 'No users yet.'}
          </p>
          {query.page > 1 && (
            <button type="button" className="btn btn-sm" onClick={() => setPage(1)}>
              Go to the first page
            </button>
          )}
        </div>
      ) : (
        <>
          <UsersTable
            users={users.data.items}
            currentEmail={user?.email ?? ''}
            sort={query}
            onSort={toggleSort}
            promotingEmail={makeAdmin.isPending ? (makeAdmin.variables ?? null) : null}
            onMakeAdmin={onMakeAdmin}
            onRevokeAdmin={setRevoking}
            onDelete={setDeleting}
          />
          <Pagination table={users.data} onPageChange={setPage} noun={{ one: 'user', many: 'users' }} />
        </>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke admin rights?"
        confirmLabel="Revoke admin"
        pending={revokeAdmin.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      >
        {revoking && (
          <p>
            {revoking.name} ({revoking.email}) becomes a customer again and loses the admin pages at once, on
            every device he is signed in on.
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this user?"
        confirmLabel="Delete user"
        pending={deleteUser.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && (
          <p>
            {deleting.name} ({deleting.email}) will be deleted and signed out everywhere at once. This cannot
            be undone.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
