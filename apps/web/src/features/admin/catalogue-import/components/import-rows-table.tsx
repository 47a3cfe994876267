import type { ImportRow } from '@crankworks/contract';
import { TableRegion } from '../../../../components/table-region.tsx';
import { actionLabels } from '../import-words.ts';

/** The most rows of one kind the table lists: a file of thousands stays quick to show and to read. */
const ROWS_SHOWN = 200;

/** The kinds of rows listed, refused ones first: they are what the admin has to fix. */
const listedActions = ['refuse', 'create', 'update'] as const;

// Soft badges whose text keeps at least 4.5:1 on their tint in the shop's theme.
const badgeClasses: Record<(typeof listedActions)[number], string> = {
  refuse: 'badge-error',
  create: 'badge-success',
  update: 'badge-info',
};

/**
 * The rows of a file that an import changes or refuses, by kind (refused, new, changed), each with
 * its line, its part's name and its changes or problems, one a line. At most ROWS_SHOWN of a kind are
 * listed; the rest are counted below the table.
 */
export function ImportRowsTable({ rows }: { rows: ImportRow[] }) {
  const kinds = listedActions.map((action) => {
    const all = rows.filter((row) => row.action === action);
    return { action, shown: all.slice(0, ROWS_SHOWN), hidden: all.length - ROWS_SHOWN };
  });
  return (
    <>
      <TableRegion label="Rows" caption="The file's rows that are new, changed or refused" dense>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Part</th>
            <th scope="col">What happens</th>
            <th scope="col">Changes or problems</th>
          </tr>
        </thead>
        <tbody>
          {kinds.flatMap(({ action, shown }) =>
            shown.map((row) => (
              <tr key={row.line} className="align-top">
                <td>{row.line}</td>
                <td>{row.name || '(no name)'}</td>
                <td>
                  <span className={`badge badge-soft font-semibold ${badgeClasses[action]}`}>
                    {actionLabels[action]}
                  </span>
                </td>
                <td>
                  <ul>
                    {action === 'refuse'
                      ? row.problems.map((problem) => (
                          <li key={`${problem.column} ${problem.message}`}>{problem.message}</li>
                        ))
                      : row.changes.map((change) => <li key={change}>{change}</li>)}
                  </ul>
                </td>
              </tr>
            )),
          )}
        </tbody>
      </TableRegion>
      {kinds
        .filter(({ hidden }) => hidden > 0)
        .map(({ action, hidden }) => (
          <p key={action} className="text-sm">
            {`${hidden} more ${actionLabels[action].toLowerCase()} ${hidden === 1 ? 'row is' : 'rows are'} not listed here.`}
          </p>
        ))}
    </>
  );
}
