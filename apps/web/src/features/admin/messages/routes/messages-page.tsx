import { contactMessageTableQuerySchema } from '@crankworks/contract';
import { AdminTablePage, pagedTable } from '../../../../components/admin-table-page.tsx';
import { useTableQuery } from '../../../../lib/use-table-query.ts';
import { useContactMessages } from '../api/get-contact-messages.ts';
import { MessagesTable } from '../components/messages-table.tsx';

/** Admin: what visitors sent through the home page's contact form, newest first unless sorted otherwise. */
export function Component() {
  const tableQuery = useTableQuery(contactMessageTableQuerySchema);
  const { query, toggleSort } = tableQuery;
  const contactMessages = useContactMessages(query);
  return (
    <AdminTablePage
      title="Messages"
      search={{ label: 'Search messages', placeholder: 'Name, e-mail or text' }}
      noun={{ one: 'message', many: 'messages' }}
      table={pagedTable(tableQuery, contactMessages)}
    >
      {(rows) => <MessagesTable messages={rows} sort={query} onSort={toggleSort} />}
    </AdminTablePage>
  );
}
