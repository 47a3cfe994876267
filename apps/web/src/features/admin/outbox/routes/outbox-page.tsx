import { outboxTableQuerySchema } from '@crankworks/contract';
import { useSearchParams } from 'react-router';
import { AdminTablePage, pagedTable } from '../../../../components/admin-table-page.tsx';
import { useTableQuery } from '../../../../lib/use-table-query.ts';
import { useOutbox } from '../api/get-outbox.ts';
import { MailView } from '../components/mail-view.tsx';
import { OPEN_MAIL_PARAM, OutboxTable } from '../components/outbox-table.tsx';

/** Admin: every e-mail the shop wrote, whether it went out, and each message as its recipient reads it. */
export function Component() {
  const tableQuery = useTableQuery(outboxTableQuerySchema);
  const { query, toggleSort } = tableQuery;
  const [params] = useSearchParams();
  const openId = params.get(OPEN_MAIL_PARAM);
  const outbox = useOutbox(query);
  return (
    <AdminTablePage
      title="Outbox"
      intro={
        <p>Every e-mail the shop wrote to its customers. Without a mail server they are kept here only.</p>
      }
      search={{ label: 'Search e-mails', placeholder: 'Recipient or subject' }}
      noun={{ one: 'e-mail', many: 'e-mails' }}
      table={pagedTable(tableQuery, outbox)}
      after={openId && <MailView key={openId} id={openId} />}
    >
      {(rows) => <OutboxTable mails={rows} sort={query} onSort={toggleSort} />}
    </AdminTablePage>
  );
}
