import type { TableSort, UserListItem, UserSortColumn } from '@crankworks/contract';
import { SortableHeader } from '../../../../components/sortable-header.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { TableRegion } from '../../../../components/table-region.tsx';

interface UsersTableProps {
  users: UserListItem[];
  /** The signed-in admin's e-mail: he cannot delete himself, so his row has no Delete User. */
  currentEmail: string;
  sort: TableSort<UserSortColumn>;
  onSort: (column: UserSortColumn) => void;
  /** The user whose Make Admin is running, if any. */
  promotingEmail: string | null;
  onMakeAdmin: (user: UserListItem) => void;
  onRevokeAdmin: (user: UserListItem) => void;
  onDelete: (user: UserListItem) => void;
}

/**
 * Every user with his role: Make Admin on those who are not admins, Revoke Admin on the other admins,
 * and Delete User on everyone but oneself.
 */
export function UsersTable({
  users,
  currentEmail,
  sort,
  onSort,
  promotingEmail,
  onMakeAdmin,
  onRevokeAdmin,
  onDelete,
}: UsersTableProps) {
  const header = { current: sort, onSort };
  return (
    <TableRegion label="Users">
      <thead className="text-base-content">
        <tr>
          <SortableHeader column="name" {...header}>
            Name
          </SortableHeader>
          <SortableHeader column="email" {...header}>
            Email
          </SortableHeader>
          <SortableHeader column="role" {...header}>
            Role
          </SortableHeader>
          <SortableHeader column="createdAt" {...header}>
            Joined
          </SortableHeader>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user._id}>
            <td className="font-semibold">{user.name}</td>
            <td className="break-all">{user.email}</td>
            <td>
              <span className={`badge ${user.role === 'admin' ? 'badge-primary' : 'badge-ghost'}`}>
                {user.role}
              </span>
            </td>
            <td className="whitespace-nowrap">
              <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>
            </td>
            <td>
              <div className="flex flex-wrap gap-2">
                {user.role !== 'admin' && (
                  <button
                    type="button"
                    className="btn btn-sm btn-primary"
                    disabled={promotingEmail === user.email}
                    aria-label={`Make Admin: ${user.email}`}
                    onClick={() => onMakeAdmin(user)}
                  >
                    Make Admin
                  </button>
                )}
                {user.role === 'admin' && user.email !== currentEmail && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    aria-label={`Revoke Admin: ${user.email}`}
                    onClick={() => onRevokeAdmin(user)}
                  >
                    Revoke Admin
                  </button>
                )}
                {user.email !== currentEmail && (
                  <button
                    type="button"
                    className="btn btn-sm btn-error btn-outline"
                    aria-label={`Delete User: ${user.email}`}
                    onClick={() => onDelete(user)}
                  >
                    Delete User
                  </button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
