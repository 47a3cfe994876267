import { Link } from 'react-router';
import { catalogueExportUrl } from '../api/import-catalogue.ts';

/** Manage Products' way to the catalogue as CSV: download it whole, or import a file of parts. */
export function CatalogueCsvLinks() {
  return (
    <>
      <a href={catalogueExportUrl} download className="btn btn-outline">
        Export CSV<span className="sr-only"> of the whole catalogue</span>
      </a>
      <Link to="/dashboard/manageProducts/import" className="btn btn-outline">
        Import CSV<span className="sr-only"> of parts</span>
      </Link>
    </>
  );
}
