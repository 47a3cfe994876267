import { outboxTableQuerySchema } from '@crankworks/contract';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../../components/document-title.tsx';
import { Pagination } from '../../../../components/pagination.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { TableSearch } from '../../../../components/table-search.tsx';
import { useTableQuery } from '../../../../lib/use-table-query.ts';
import { useOutbox } from '../api/get-outbox.ts';
import { MailView } from '../components/mail-view.tsx';
import { OPEN_MAIL_PARAM, OutboxTable } from '../components/outbox-table.tsx';

/** Admin: every e-mail the shop wrote, whether it went out, and each message as its recipient reads it. */
export function Component() {
  const { query, setPage, setSearch, toggleSort } = useTableQuery(outboxTableQuerySchema);
  const [params] = useSearchParams();
  const openId = params.get(OPEN_MAIL_PARAM);
  const outbox = useOutbox(query);

  let content;
  if (outbox.isPending) {
    content = (
      <span className="loading loading-spinner loading-lg" role="status" aria-label="Loading e-mails" />
    );
  } else if (outbox.isError) {
    content = (
      <QueryError
        title="We could not load the outbox."
        error={outbox.error}
        onRetry={() => void outbox.refetch()}
      />
    );
  } else if (outbox.data.items.length === 0) {
    content = (
      <p className="alert">{query.search ? `No e-mails match “${query.search}”.` : 'No e-mails yet.'}</p>
    );
  } else {
    content = <OutboxTable mails={outbox.data.items} sort={query} onSort={toggleSort} />;
  }

  return (
    <section className="flex flex-col gap-4">
      <DocumentTitle title="Outbox" />
      <h1 className="text-3xl font-bold">Outbox</h1>
      <p>Every e-mail the shop wrote to its customers. Without a mail server they are kept here only.</p>
      <TableSearch
        label="Search e-mails"
        placeholder="Recipient or subject"
        value={query.search}
        onSearch={setSearch}
      />
      <div aria-busy={outbox.isFetching}>{content}</div>
      {outbox.data && (
        <Pagination table={outbox.data} onPageChange={setPage} noun={{ one: 'e-mail', many: 'e-mails' }} />
      )}
      {openId && <MailView key={openId} id={openId} />}
    </section>
  );
}
