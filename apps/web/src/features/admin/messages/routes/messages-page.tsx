import { contactMessageTableQuerySchema } from '@crankworks/contract';
import { AdminTablePage } from '../../../../components/admin-table-page.tsx';
import { useTableQuery } from '../../../../lib/use-table-query.ts';
import { useContactMessages } from '../api/get-contact-messages.ts';
import { MessagesTable } from '../components/messages-table.tsx';

/** Admin: what visitors sent through the home page's contact form, newest first unless sorted otherwise. */
export function Component() {
  const { query, setPage, setSearch, toggleSort } = useTableQuery(contactMessageTableQuerySchema);
  const contactMessages = useContactMessages(query);
  return (
    <AdminTablePage
      title="Messages"
      search={{
        label: 'Search messages',
        placeholder: 'Name, e-mail or text',
        value: query.search,
        onSearch: setSearch,
      }}
      noun={{ one: 'message', many: 'messages' }}
      list={contactMessages}
      rows={contactMessages.data?.items}
      paging={{ page: query.page, info: contactMessages.data, onPageChange: setPage }}
    >
      {(rows) => <MessagesTable messages={rows} sort={query} onSort={toggleSort} />}
    </AdminTablePage>
  );
}
