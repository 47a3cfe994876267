import type { DemoLogin } from '@crankworks/contract';

interface DemoLoginsProps {
  logins: DemoLogin[];
  onUse: (login: DemoLogin) => void;
}

const roleLabel = (login: DemoLogin) =>
  login.role === 'admin' ? 'Sample admin login' : 'Sample customer login';

/** docs/product.md, Login and sign-up: the sample logins, shown only when the server runs in demo mode. */
export function DemoLogins({ logins, onUse }: DemoLoginsProps) {
  if (logins.length === 0) return null;
  return (
    <section aria-labelledby="demo-logins-title" className="rounded-box border border-info/40 bg-info/5 p-4">
      <h2 id="demo-logins-title" className="font-semibold">
        Demo mode
      </h2>
      <ul className="mt-2 flex flex-col gap-3">
        {logins.map((login) => (
          <li key={login.email} className="flex flex-wrap items-center justify-between gap-2">
            <dl className="text-sm">
              <dt className="font-semibold">{roleLabel(login)}</dt>
              <dd>
                Email: <span className="font-mono">{login.email}</span>
              </dd>
              <dd>
                Password: <span className="font-mono">{login.password}</span>
              </dd>
            </dl>
            <button type="button" className="btn btn-sm btn-outline" onClick={() => onUse(login)}>
              {login.role === 'admin' ? 'Fill in the admin login' : 'Fill in the customer login'}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
