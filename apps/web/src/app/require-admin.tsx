import { Navigate, Outlet } from 'react-router';
import { QueryError } from '../components/query-error.tsx';
import { useAdminCheck, useSession } from '../features/auth/index.ts';
import { AdminsOnly } from './admins-only.tsx';
import { PageLoading } from './page-loading.tsx';

/**
 * Route guard for admin pages: the admin check on the user's e-mail decides. A visitor goes to
 * /login; a signed-in customer is told the page is for admins (a login form would not help him).
 * The server refuses these pages' calls to non-admins anyway.
 */
export function Component() {
  const { user } = useSession();
  const adminCheck = useAdminCheck(user?.email);
  if (!user) return <Navigate to="/login" replace />;
  if (adminCheck.isPending) return <PageLoading label="Checking your access" />;
  if (adminCheck.isError) {
    return (
      <QueryError
        title="We could not check your access."
        error={adminCheck.error}
        onRetry={() => void adminCheck.refetch()}
      />
    );
  }
  if (!adminCheck.data.admin) return <AdminsOnly email={user.email} />;
  return <Outlet />;
}
