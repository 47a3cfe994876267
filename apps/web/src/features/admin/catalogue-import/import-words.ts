import type { ImportReport, ImportRow } from '@crankworks/contract';

/** "1 row", "12 rows". */
export const rowsText = (count: number) => (count === 1 ? '1 row' : `${count} rows`);

/** The report's figures: "1 new, 2 changed, 9 unchanged, 0 refused". */
export const countsText = ({ created, updated, unchanged, refused }: ImportReport) =>
  `${created} new, ${updated} changed, ${unchanged} unchanged, ${refused} refused`;

/** What an import does with a row, in the report's table; unchanged rows are not listed. */
export const actionLabels: Record<Exclude<ImportRow['action'], 'unchanged'>, string> = {
  refuse: 'Refused',
  create: 'New',
  update: 'Changed',
};
