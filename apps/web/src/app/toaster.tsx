import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const AppToastContainer = lazy(() =>
  import('./toast-container.tsx').then((module) => ({ default: module.AppToastContainer })),
);

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Mounts the toast container once the visitor first interacts with the page or moves to another
 * page. Every toast follows an action, so none is missed, and the home page's first load stays
 * inside its script budget. A toast raised earlier waits in react-toastify's queue and shows as
 * soon as the container mounts.
 */
export function Toaster() {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [needed, setNeeded] = useState(false);
  // Once needed, always needed: a toast may outlive the page that raised it.
  if (!needed && key !== firstKey) setNeeded(true);

  useEffect(() => {
    if (needed) return;
    const onInteraction = () => setNeeded(true);
    INTERACTIONS.forEach((type) =>
      window.addEventListener(type, onInteraction, { capture: true, passive: true }),
    );
    return () =>
      INTERACTIONS.forEach((type) => window.removeEventListener(type, onInteraction, { capture: true }));
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppToastContainer />
    </Suspense>
  );
}
