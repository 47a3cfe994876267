import type { ContactMessage, ContactMessageSortColumn, TableSort } from '@crankworks/contract';
import { SortableHeader } from '../../../../components/sortable-header.tsx';
import { TableRegion } from '../../../../components/table-region.tsx';
import { formatDateTime } from '../../../../lib/format.ts';

interface MessagesTableProps {
  messages: ContactMessage[];
  sort: TableSort<ContactMessageSortColumn>;
  onSort: (column: ContactMessageSortColumn) => void;
}

/** The contact messages as a table: who wrote, how to answer (a mailto link), what and when. */
export function MessagesTable({ messages, sort, onSort }: MessagesTableProps) {
  const header = { current: sort, onSort };
  return (
    <TableRegion label="Messages" caption="Contact messages">
      <thead className="text-base-content">
        <tr>
          <th scope="col">Sender</th>
          <SortableHeader column="email" {...header}>
            E-mail
          </SortableHeader>
          <th scope="col">Message</th>
          <SortableHeader column="createdAt" {...header}>
            Date
          </SortableHeader>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message._id}>
            <th scope="row" className="font-medium whitespace-nowrap">
              {message.firstName} {message.lastName}
            </th>
            <td>
              <a href={`mailto:${message.email}`} className="link link-primary break-all">
                {message.email}
              </a>
            </td>
            <td className="min-w-48 whitespace-pre-line">{message.message}</td>
            <td className="whitespace-nowrap">
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
