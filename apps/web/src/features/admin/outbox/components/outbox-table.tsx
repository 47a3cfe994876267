import type { OutboxMailSummary, OutboxSortColumn, TableSort } from '@crankworks/contract';
import { Link, useSearchParams } from 'react-router';
import { SortableHeader } from '../../../../components/sortable-header.tsx';
import { formatDateTime } from './date-format.ts';
import { MailState } from './mail-state.tsx';

/** The URL param that holds the open e-mail, beside the table's page, search and order. */
export const OPEN_MAIL_PARAM = 'mail';

interface OutboxTableProps {
  mails: OutboxMailSummary[];
  sort: TableSort<OutboxSortColumn>;
  onSort: (column: OutboxSortColumn) => void;
}

/** The shop's e-mails: to whom, what (a link that opens the message), where it stands, when. */
export function OutboxTable({ mails, sort, onSort }: OutboxTableProps) {
  const [params] = useSearchParams();
  const opening = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(OPEN_MAIL_PARAM, id);
    return `?${next}`;
  };
  const header = { current: sort, onSort };
  return (
    // Focusable, so keyboard users can scroll the table sideways on a narrow screen.
    <div
      role="region"
      aria-label="E-mails"
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
    >
      <table className="table">
        <caption className="sr-only">E-mails of the shop</caption>
        <thead className="text-base-content">
          <tr>
            <SortableHeader column="recipient" {...header}>
              Recipient
            </SortableHeader>
            <th scope="col">Subject</th>
            <th scope="col">State</th>
            <SortableHeader column="createdAt" {...header}>
              Written
            </SortableHeader>
          </tr>
        </thead>
        <tbody>
          {mails.map((mail) => (
            <tr key={mail._id} aria-current={params.get(OPEN_MAIL_PARAM) === mail._id || undefined}>
              <td className="whitespace-nowrap">{mail.recipient}</td>
              <th scope="row" className="min-w-48 font-medium">
                <Link to={opening(mail._id)} className="link link-primary">
                  {mail.subject}
                </Link>
              </th>
              <td className="min-w-40">
                <MailState mail={mail} />
              </td>
              <td className="whitespace-nowrap">
                <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
