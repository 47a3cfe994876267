import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation, useMatch } from 'react-router';
import { LogoutNavItem, useAuthNavLinks, useAuthSessionEffects } from '../features/auth/index.ts';
import { useCartCount } from '../features/cart/index.ts';

interface NavItem {
  to: string;
  label: string;
  /** Active only on this exact path (Home must not light up on every page). */
  end?: boolean;
}

/** The header's links (docs/product.md, Pages). Signed-in users also get Dashboard and Logout. */
const navItems: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/blogs', label: 'Blogs' },
  { to: '/portfolio', label: 'Portfolio' },
];

const MOBILE_MENU_ID = 'mobile-menu';
// daisyUI's menu marks keyboard focus only with a faint background (and removes any outline): add a ring.
const focusRing = 'focus-visible:ring-2 focus-visible:ring-primary';

const linkClass = ({ isActive }: { isActive: boolean }) => `${focusRing} ${isActive ? 'menu-active' : ''}`;

/**
 * Cart, with the pieces in it once known, named "Cart, 3 items": a visitor's cart is in his browser,
 * so a page the server rendered shows the count only once the app has taken it over.
 */
function CartNavItem() {
  const count = useCartCount();
  const active = useMatch('/cart') !== null;
  const pieces = count === undefined ? '' : `, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <li>
      <NavLink to="/cart" aria-label={`Cart${pieces}${active ? ' (active)' : ''}`} className={linkClass}>
        Cart
        {count !== undefined && <span className="badge badge-sm badge-primary">{count}</span>}
        {active && ' (active)'}
      </NavLink>
    </li>
  );
}

function NavItems() {
  const authLinks = useAuthNavLinks();
  return (
    <>
      {navItems.map((item) => (
        <NavItemLink key={item.to} item={item} />
      ))}
      <CartNavItem />
      {authLinks.map((item) => (
        <NavItemLink key={item.to} item={item} />
      ))}
      <LogoutNavItem />
    </>
  );
}

function NavItemLink({ item }: { item: NavItem }) {
  return (
    <li>
      <NavLink to={item.to} end={item.end} className={linkClass}>
        {({ isActive }) => (isActive ? `${item.label} (active)` : item.label)}
      </NavLink>
    </li>
  );
}

/**
 * The header. On a phone its links sit in a disclosure (`<details>`), which opens and closes as plain
 * HTML before the app has loaded, or without it; the app closes it on Escape and on navigation.
 */
export function NavBar() {
  useAuthSessionEffects();
  const location = useLocation();
  const menuRef = useRef<HTMLDetailsElement>(null);
  const pageKey = useRef(location.key);
  // The menu belongs to the page it was opened on: any navigation (link, back button) closes it. Not
  // the app taking the page over, though: a menu opened before that stays open.
  useEffect(() => {
    if (pageKey.current === location.key) return;
    pageKey.current = location.key;
    if (menuRef.current) menuRef.current.open = false;
  }, [location.key]);

  const closeOnEscape = (event: KeyboardEvent) => {
    const menu = menuRef.current;
    if (event.key !== 'Escape' || !menu?.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  };

  return (
    <header className="sticky top-0 z-30 bg-base-100 shadow-sm" onKeyDown={closeOnEscape}>
      <nav aria-label="Main" className="navbar mx-auto max-w-6xl px-4">
        <div className="navbar-start">
          <Link to="/" className="btn btn-ghost px-2 text-xl font-bold">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            Crankworks
          </Link>
        </div>
        <div className="navbar-end">
          <ul className="menu menu-horizontal hidden gap-1 md:flex">
            <NavItems />
          </ul>
          <details ref={menuRef} className="group md:hidden">
            <summary className="btn btn-ghost list-none [&::-webkit-details-marker]:hidden">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
              >
                <path strokeLinecap="round" className="group-open:hidden" d="M4 6h16M4 12h16M4 18h16" />
                <path strokeLinecap="round" className="hidden group-open:inline" d="M6 6l12 12M18 6L6 18" />
              </svg>
              Menu
            </summary>
            <ul
              id={MOBILE_MENU_ID}
              className="menu absolute inset-x-0 top-full w-full gap-1 bg-base-100 px-4 pb-2 shadow-sm"
            >
              <NavItems />
            </ul>
          </details>
        </div>
      </nav>
    </header>
  );
}
