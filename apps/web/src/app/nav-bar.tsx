import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LogoutNavItem, useAuthNavLinks, useAuthSessionEffects } from '../features/auth/index.ts';

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

function NavItems() {
  const authLinks = useAuthNavLinks();
  return (
    <>
      {[...navItems, ...authLinks].map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) => `${focusRing} ${isActive ? 'menu-active' : ''}`}
          >
            {({ isActive }) => (isActive ? `${item.label} (active)` : item.label)}
          </NavLink>
        </li>
      ))}
      <LogoutNavItem />
    </>
  );
}

export function NavBar() {
  useAuthSessionEffects();
  const location = useLocation();
  // The menu belongs to the page it was opened on: any navigation (link, back button) closes it.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const open = openOnKey === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenOnKey(null);
    toggleRef.current?.focus();
  };

  return (
    <header className="sticky top-0 z-30 bg-base-100 shadow-sm" onKeyDown={closeOnEscape}>
      <nav aria-label="Main" className="navbar mx-auto max-w-6xl flex-wrap px-4">
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
          <button
            ref={toggleRef}
            type="button"
            className="btn btn-ghost md:hidden"
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setOpenOnKey(open ? null : location.key)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
            >
              <path strokeLinecap="round" d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 6h16M4 12h16M4 18h16'} />
            </svg>
            Menu
          </button>
        </div>
        <ul id={MOBILE_MENU_ID} hidden={!open} className="menu w-full gap-1 pb-2 md:hidden">
          <NavItems />
        </ul>
      </nav>
    </header>
  );
}
