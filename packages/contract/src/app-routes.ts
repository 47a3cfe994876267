/**
 * Every page of the web app, as React Router patterns. The server answers 404 (with the app's
 * not-found page) for any other path, so it reads the same list.
 */
export const appRoutePatterns = [
  '/',
  '/blogs',
  '/portfolio',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/products/:id',
  '/categories/:slug',
  '/purchase/:id',
  '/cart',
  '/checkout',
  '/guest-checkout',
  '/order-link/:token',
  '/order-link/:token/pay',
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/orders',
  '/dashboard/orders/:id',
  '/dashboard/review',
  '/dashboard/payment/:id',
  '/dashboard/users',
  '/dashboard/manageOrders',
  '/dashboard/manageOrders/:id',
  '/dashboard/manageProducts',
  '/dashboard/manageProducts/:id',
  '/dashboard/addProduct',
  '/dashboard/categories',
  '/dashboard/specifications',
  '/dashboard/manageReviews',
  '/dashboard/messages',
  '/dashboard/outbox',
  '/dashboard/settings',
  '/dashboard/shipping',
] as const;

const matchers = appRoutePatterns.map((pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`));

/** Whether a path (without query) is one of the app's pages. */
export const isAppRoute = (path: string) => matchers.some((matcher) => matcher.test(path));
