import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { useAdminCheck, useSession } from '../features/auth/index.ts';
import { PageLoading } from './page-loading.tsx';

// Its own chunk, with the chart library: customers never download it.
const AdminHome = lazy(() =>
  import('../features/admin/summary/index.ts').then((module) => ({ default: module.AdminHome })),
);

/** /dashboard: an admin's figures; anyone else goes on to his profile, as before. */
export function Component() {
  const { user } = useSession();
  const adminCheck = useAdminCheck(user?.email);
  if (adminCheck.isPending) return <PageLoading label="Loading your dashboard" />;
  if (!adminCheck.data?.admin) return <Navigate to="profile" replace />;
  return (
    <Suspense fallback={<PageLoading label="Loading the shop's figures" />}>
      <AdminHome />
    </Suspense>
  );
}
