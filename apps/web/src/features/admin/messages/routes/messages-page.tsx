import { contactMessageTableQuerySchema } from '@crankworks/contract';
import { DocumentTitle } from '../../../../components/document-title.tsx';
import { Pagination } from '../../../../components/pagination.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { TableSearch } from '../../../../components/table-search.tsx';
import { useTableQuery } from '../../../../lib/use-table-query.ts';
import { useContactMessages } from '../api/get-contact-messages.ts';
import { MessagesTable } from '../components/messages-table.tsx';

/** Admin: what visitors sent through the home page's contact form, newest first unless sorted otherwise. */
export function Component() {
  const { query, setPage, setSearch, toggleSort } = useTableQuery(contactMessageTableQuerySchema);
  const contactMessages = useContactMessages(query);

  let content;
  if (contactMessages.isPending) {
    content = (
      <span className="loading loading-spinner loading-lg" role="status" aria-label="Loading messages" />
    );
  } else if (contactMessages.isError) {
    content = (
      <QueryError
        title="We could not load the messages."
        error={contactMessages.error}
        onRetry={() => void contactMessages.refetch()}
      />
    );
  } else if (contactMessages.data.items.length === 0) {
    content = (
      <p className="alert">{query.search ? `No messages match “${query.search}”.` : 'No messages yet.'}</p>
    );
  } else {
    content = <MessagesTable messages={contactMessages.data.items} sort={query} onSort={toggleSort} />;
  }

  return (
    <section className="flex flex-col gap-4">
      <DocumentTitle title="Messages" />
      <h1 className="text-3xl font-bold">Messages</h1>
      <TableSearch
        label="Search messages"
        placeholder="Name, e-mail or text"
        value={query.search}
        onSearch={setSearch}
      />
      <div aria-busy={contactMessages.isFetching}>{content}</div>
      {contactMessages.data && (
        <Pagination
          table={contactMessages.data}
          onPageChange={setPage}
          noun={{ one: 'message', many: 'messages' }}
        />
      )}
    </section>
  );
}
