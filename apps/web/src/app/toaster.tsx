import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastRaised } from '../lib/toast.ts';

const AppToastContainer = lazy(() =>
  import('./toast-container.tsx').then((module) => ({ default: module.AppToastContainer })),
);

/**
 * Mounts the toast container with the first toast, and keeps it: a toast may outlive the page that
 * raised it. Until then no page loads it, and no tap waits for it (decision 030).
 */
export function Toaster() {
  const needed = useSyncExternalStore(toastRaised.subscribe, toastRaised.current, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppToastContainer />
    </Suspense>
  );
}
