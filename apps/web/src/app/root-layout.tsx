import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useFocusHeadingOnNavigation } from './focus-on-navigation.ts';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';
import { usePrefetchMarkedLinks } from './prefetch-linked-pages.ts';
import { Toaster } from './toaster.tsx';

/** Every page: skip link, header, the page in <main>, footer, toasts. */
export function RootLayout() {
  const navigation = useNavigation();
  useFocusHeadingOnNavigation();
  usePrefetchMarkedLinks();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-content"
      >
        Skip to content
      </a>
      {/* Boundaries of their own: a server-rendered page hydrates in small tasks (boot.ts). */}
      <Suspense>
        <NavBar />
      </Suspense>
      {navigation.state === 'loading' && (
        <progress
          className="progress progress-primary fixed top-0 z-40 h-1 w-full"
          aria-label="Loading page"
        />
      )}
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
