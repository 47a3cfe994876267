import type { RouteObject } from 'react-router';
import { PageLoading } from './page-loading.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every page of the app; `appRoutePatterns` in the contract lists the same paths for the server's
 * 404s. Pages are lazy route modules (each exports `Component`), so the dashboard
 * and payment code load only when visited. The browser makes its router of them (main.tsx), the
 * server its static one (entry-server.tsx).
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <PageLoading label="Loading Crankworks" />,
    children: [
      { index: true, lazy: () => import('../features/home/routes/home-page.tsx') },
      { path: 'blogs', lazy: () => import('../features/blogs/routes/blogs-page.tsx') },
      { path: 'portfolio', lazy: () => import('../features/portfolio/routes/portfolio-page.tsx') },
      { path: 'products/:id', lazy: () => import('../features/products/routes/product-page.tsx') },
      {
        path: 'categories/:slug',
        lazy: () => import('../features/products/routes/category-page.tsx'),
      },
      { path: 'login', lazy: () => import('../features/auth/routes/login-page.tsx') },
      { path: 'forgot-password', lazy: () => import('../features/auth/routes/forgot-password-page.tsx') },
      { path: 'reset-password', lazy: () => import('../features/auth/routes/reset-password-page.tsx') },
      { path: 'cart', lazy: () => import('../features/cart/routes/cart-page.tsx') },
      { path: 'guest-checkout', lazy: () => import('../features/cart/routes/guest-checkout-page.tsx') },
      // A guest's order by its signed link (decision 066): the token stands for a session.
      {
        path: 'order-link/:token',
        lazy: () => import('../features/guest-orders/routes/order-link-page.tsx'),
      },
      {
        path: 'order-link/:token/pay',
        lazy: () => import('../features/guest-orders/routes/order-link-payment-page.tsx'),
      },
      {
        // Signed-in pages: a visitor is sent to /login and back here afterwards.
        lazy: () => import('./require-user.tsx'),
        children: [
          { path: 'purchase/:id', lazy: () => import('../features/purchase/routes/purchase-page.tsx') },
          { path: 'checkout', lazy: () => import('../features/cart/routes/checkout-page.tsx') },
          {
            path: 'dashboard',
            lazy: () => import('./dashboard-layout.tsx'),
            children: [
              { index: true, lazy: () => import('./dashboard-home.tsx') },
              { path: 'profile', lazy: () => import('../features/profile/routes/profile-page.tsx') },
              { path: 'orders', lazy: () => import('../features/orders/routes/my-orders-page.tsx') },
              { path: 'orders/:id', lazy: () => import('../features/orders/routes/order-detail-page.tsx') },
              { path: 'review', lazy: () => import('../features/reviews/routes/add-review-page.tsx') },
              { path: 'payment/:id', lazy: () => import('../features/payments/routes/payment-page.tsx') },
              {
                // Admin pages: anyone else is sent to /login.
                lazy: () => import('./require-admin.tsx'),
                children: [
                  { path: 'users', lazy: () => import('../features/admin/users/routes/all-users-page.tsx') },
                  {
                    path: 'manageOrders',
                    lazy: () => import('../features/admin/orders/routes/manage-orders-page.tsx'),
                  },
                  {
                    path: 'manageOrders/:id',
                    lazy: () => import('../features/admin/orders/routes/order-detail-page.tsx'),
                  },
                  {
                    path: 'manageProducts',
                    lazy: () => import('../features/admin/products/routes/manage-products-page.tsx'),
                  },
                  {
                    path: 'manageProducts/import',
                    lazy: () => import('../features/admin/catalogue-import/routes/import-parts-page.tsx'),
                  },
                  {
                    path: 'manageProducts/:id',
                    lazy: () => import('../features/admin/products/routes/edit-product-page.tsx'),
                  },
                  {
                    path: 'addProduct',
                    lazy: () => import('../features/admin/products/routes/add-product-page.tsx'),
                  },
                  {
                    path: 'categories',
                    lazy: () => import('../features/admin/categories/routes/categories-page.tsx'),
                  },
                  {
                    path: 'specifications',
                    lazy: () => import('../features/admin/specs/routes/specs-page.tsx'),
                  },
                  {
                    path: 'manageReviews',
                    lazy: () => import('../features/admin/reviews/routes/manage-reviews-page.tsx'),
                  },
                  {
                    path: 'messages',
                    lazy: () => import('../features/admin/messages/routes/messages-page.tsx'),
                  },
                  { path: 'outbox', lazy: () => import('../features/admin/outbox/routes/outbox-page.tsx') },
                  {
                    path: 'settings',
                    lazy: () => import('../features/admin/settings/routes/settings-page.tsx'),
                  },
                  {
                    path: 'shipping',
                    lazy: () => import('../features/admin/shipping/routes/shipping-page.tsx'),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./not-found-page.tsx') },
    ],
  },
];
