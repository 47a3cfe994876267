import { Navigate, Outlet } from 'react-router';
import { QueryError } from '../components/query-error.tsx';
import { useAdminCheck } from '../features/auth/api/check-admin.ts';
import { useSession } from '../features/auth/api/get-session.ts';
import { PageLoading } from './page-loading.tsx';

/**
 * Route guard for admin pages (SPEC §6): the admin check on the user's e-mail decides; anyone else
 * goes to /login. The server refuses these pages' calls to non-admins anyway (DESIGN §3.5).
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
  if (!adminCheck.data.admin) return <Navigate to="/login" replace />;
  return <Outlet />;
}
