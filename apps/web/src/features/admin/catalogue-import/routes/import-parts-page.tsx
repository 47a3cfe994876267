import { Link } from 'react-router';
import { PRODUCT_CSV_COLUMNS } from '@crankworks/contract';
import { DocumentTitle } from '../../../../components/document-title.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { catalogueExportUrl, useImportCatalogue } from '../api/import-catalogue.ts';
import { CsvFileForm } from '../components/csv-file-form.tsx';
import { ImportReportView } from '../components/import-report-view.tsx';
import { countsText } from '../import-words.ts';

/**
 * Admin: Import parts from a CSV file, one row per variant, in two steps (decisions 077, 078): Check
 * the file reports what each row would do without writing anything; Import then writes every row, or
 * none if one is refused.
 */
export function Component() {
  const check = useImportCatalogue();
  const apply = useImportCatalogue();
  const report = apply.data ?? check.data;
  const failure = apply.error ?? check.error;

  const clear = () => {
    check.reset();
    apply.reset();
  };
  const onCheck = (csv: string) => {
    apply.reset();
    check.mutate({ csv, dryRun: true });
  };
  const onImport = () => check.variables && apply.mutate({ csv: check.variables.csv, dryRun: false });

  let status = '';
  if (check.isPending) status = 'Checking the file…';
  else if (apply.isPending) status = 'Importing…';
  else if (report?.applied) status = `Imported: ${report.created} new, ${report.updated} changed`;
  else if (report) status = countsText(report);

  return (
    <section className="flex flex-col gap-4">
      <DocumentTitle title="Import parts" />
      <Link to="/dashboard/manageProducts" className="link self-start">
        ← Manage Products
      </Link>
      <h1 className="text-3xl font-bold">Import parts</h1>
      <div className="max-w-3xl">
        <p>
          A CSV file adds and changes products and their variants: one row per variant, with the
          catalogue&apos;s columns. A product&apos;s row comes first and holds what its variants share (
          {PRODUCT_CSV_COLUMNS.join(', ')}), Options being its option names (<code>Crank length</code>). Each
          of its other variants follows on a row that gives the product&apos;s SKU as Variant of and leaves
          those columns empty. Every row has its own SKU, Option values in the options&apos; order (
          <code>172.5 mm; Black</code>), price, stock, minimum order, weight, price tiers and specifications.
          Leave Part id empty for a new row.
        </p>
        <p className="mt-2">
          Within a field, lists are separated by semicolons: categories by their slugs (
          <code>cranksets; chains</code>), price tiers as quantity:price (<code>10:17.99; 50:15.99</code>
          ).
        </p>
        <p className="mt-2">
          <a href={catalogueExportUrl} download className="link">
            Export the catalogue to get a file with every column
          </a>
          , edit it, then check it here: nothing is written until you import it.
        </p>
      </div>
      <CsvFileForm checking={check.isPending} onFileChange={clear} onCheck={onCheck} />
      <p role="status" className="font-semibold">
        {status}
      </p>
      {failure && (
        <div role="alert" className="alert alert-error alert-soft">
          {errorMessage(failure)}
        </div>
      )}
      {report && !report.applied && (
        <ImportReportView
          report={report}
          afterImport={apply.data !== undefined}
          importing={apply.isPending}
          onImport={onImport}
        />
      )}
    </section>
  );
}
