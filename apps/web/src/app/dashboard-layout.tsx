import { Fragment, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useAdminCheck, useSession } from '../features/auth/index.ts';
import { linksFor } from './dashboard-links.ts';

const SIDEBAR_ID = 'dashboard-sidebar';

/** A long e-mail address wraps after its @ and before its dots, not in the middle of a word. */
const breakableEmail = (email: string) =>
  email.split(/(?=\.)|(?<=@)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));

/**
 * /dashboard (docs/product.md): a sidebar of the user's pages beside the page itself. On a narrow screen the
 * sidebar is a drawer behind a "Dashboard menu" button; any navigation or Escape closes it.
 */
export function Component() {
  const { user } = useSession();
  const adminCheck = useAdminCheck(user?.email);
  const location = useLocation();
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const open = openOnKey === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const links = linksFor(adminCheck.data?.admin);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenOnKey(null);
    toggleRef.current?.focus();
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 lg:flex-row" onKeyDown={closeOnEscape}>
      <div className="lg:w-60 lg:shrink-0 print:hidden">
        <button
          ref={toggleRef}
          type="button"
          className="btn btn-outline w-full lg:hidden"
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onClick={() => setOpenOnKey(open ? null : location.key)}
        >
          Dashboard menu
        </button>
        <nav
          id={SIDEBAR_ID}
          aria-label="Dashboard"
          className={`${open ? 'block' : 'hidden'} mt-2 rounded-box bg-base-200 p-2 lg:mt-0 lg:block`}
        >
          <p className="px-4 pt-2 pb-1 text-sm text-base-content/80">
            Signed in as{' '}
            <span className="font-semibold break-words">{user && breakableEmail(user.email)}</span>
          </p>
          <ul className="menu w-full">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={({ isActive }) => (isActive ? 'menu-active' : undefined)}>
                  {({ isActive }) => (isActive ? `${link.label} (active)` : link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          {adminCheck.isPending && (
            <p role="status" className="px-4 pb-2 text-sm">
              Loading your pages…
            </p>
          )}
        </nav>
      </div>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
