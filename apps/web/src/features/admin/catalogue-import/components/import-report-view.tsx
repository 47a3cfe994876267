import type { ImportReport } from '@crankworks/contract';
import { rowsText } from '../import-words.ts';
import { ImportRowsTable } from './import-rows-table.tsx';

interface ImportReportViewProps {
  report: ImportReport;
  /** The import itself answered the report: a row was refused since the check, and nothing written. */
  afterImport: boolean;
  importing: boolean;
  onImport: () => void;
}

/**
 * What importing the checked file would do: its rows that are new, changed or refused, and the
 * Import button, offered only when no row is refused and some row changes the catalogue.
 */
export function ImportReportView({ report, afterImport, importing, onImport }: ImportReportViewProps) {
  const written = report.created + report.updated;
  let outcome;
  if (report.refused > 0)
    outcome = (
      <div role="alert" className="alert alert-error alert-soft">
        {afterImport
          ? `The catalogue changed since the check: ${rowsText(report.refused)} cannot be imported now, and nothing was written.`
          : `${rowsText(report.refused)} cannot be imported: nothing will be written until the file is fixed.`}
      </div>
    );
  else if (written === 0) outcome = <p>Every row matches the catalogue: there is nothing to import.</p>;
  else
    outcome = (
      <button type="button" className="btn btn-primary self-start" disabled={importing} onClick={onImport}>
        {importing ? 'Importing…' : `Import ${rowsText(written)}`}
      </button>
    );

  return (
    <section aria-labelledby="import-report-heading" className="flex flex-col gap-4">
      <h2 id="import-report-heading" className="text-xl font-bold">
        What the import does
      </h2>
      {outcome}
      {written + report.refused > 0 && <ImportRowsTable rows={report.rows} />}
    </section>
  );
}
