import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Where it leads; none for the page itself, the last crumb. */
  to?: string;
}

/** The way from the catalogue to this page (All parts › Drivetrain › Cranksets), each step a link. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs py-0 text-sm">
      <ol className="flex-wrap whitespace-normal">
        {crumbs.map((crumb) => (
          <li key={`${crumb.label}${crumb.to ?? ''}`}>
            {crumb.to ? (
              <Link to={crumb.to} className="link">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
