/** Who sees a sidebar entry (docs/product.md, The dashboard): everyone signed in, customers or admins. */
export type DashboardAudience = 'everyone' | 'customer' | 'admin';

export interface DashboardLink {
  to: string;
  label: string;
  audience: DashboardAudience;
}

/** The dashboard's sidebar, in order. The pages themselves are routes under /dashboard in router.tsx. */
export const dashboardLinks: DashboardLink[] = [
  { to: '/dashboard/profile', label: 'My Profile', audience: 'everyone' },
  { to: '/dashboard/review', label: 'Add Review', audience: 'customer' },
  { to: '/dashboard/orders', label: 'My Orders', audience: 'customer' },
  { to: '/dashboard/users', label: 'All Users', audience: 'admin' },
  { to: '/dashboard/manageOrders', label: 'Manage Orders', audience: 'admin' },
  { to: '/dashboard/manageProducts', label: 'Manage Products', audience: 'admin' },
  { to: '/dashboard/addProduct', label: 'Add Product', audience: 'admin' },
  { to: '/dashboard/categories', label: 'Categories', audience: 'admin' },
  { to: '/dashboard/specifications', label: 'Specifications', audience: 'admin' },
  { to: '/dashboard/manageReviews', label: 'Manage Reviews', audience: 'admin' },
  { to: '/dashboard/messages', label: 'Messages', audience: 'admin' },
  { to: '/dashboard/outbox', label: 'Outbox', audience: 'admin' },
  { to: '/dashboard/shipping', label: 'Shipping', audience: 'admin' },
  { to: '/dashboard/settings', label: 'Settings', audience: 'admin' },
];

/** The entries for a user whose admin check said `admin`; only "everyone" ones while it is unknown. */
export function linksFor(admin: boolean | undefined): DashboardLink[] {
  return dashboardLinks.filter(
    (link) =>
      link.audience === 'everyone' ||
      (admin !== undefined && link.audience === (admin ? 'admin' : 'customer')),
  );
}
