import { createBrowserRouter } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every page of SPEC §2. Pages are lazy route modules (each exports `Component`), so the dashboard
 * and payment code load only when visited.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('../features/home/routes/home-page.tsx') },
      { path: 'blogs', lazy: () => import('../features/blogs/routes/blogs-page.tsx') },
      { path: 'portfolio', lazy: () => import('../features/portfolio/routes/portfolio-page.tsx') },
      { path: '*', lazy: () => import('./not-found-page.tsx') },
    ],
  },
]);
