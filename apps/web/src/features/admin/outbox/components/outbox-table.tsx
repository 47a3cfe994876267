import type { OutboxMailSummary, OutboxSortColumn, TableSort } from '@crankworks/contract';
import { Link, useSearchParams } from 'react-router';
import { SortableHeader } from '../../../../components/sortable-header.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { MailState } from './mail-state.tsx';
import { TableRegion } from '../../../../components/table-region.tsx';

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
    <TableRegion label="E-mails" caption="E-mails of the shop">
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
    </TableRegion>
  );
}
