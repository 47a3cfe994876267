import type { ReactNode } from 'react';
import type { ConfirmedAction } from '../lib/use-confirmed-action.ts';
import type { PageMove, useTableQuery } from '../lib/use-table-query.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DocumentTitle } from './document-title.tsx';
import { Pagination, type TablePageInfo } from './pagination.tsx';
import { QueryError } from './query-error.tsx';
import { TableSearch } from './table-search.tsx';

/** Where a list's query stands (a TanStack Query result has these). */
interface ListState {
  isPending: boolean;
  isLoadingError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** What an admin list shows and how the reader moves through it. */
export interface AdminTable<Row> {
  list: ListState;
  rows: Row[] | undefined;
  /** The search applied (from the URL), and how to apply another. */
  search: string | undefined;
  onSearch: (text: string) => void;
  /** A numbered page with Previous/Next; a list that grows with "Load more" has a `footer` instead. */
  paging?: { page: number; info: TablePageInfo | undefined; onPageChange: (move: PageMove) => void };
}

/** An admin table kept in the URL (`useTableQuery`) and the page of rows its query answered. */
export function pagedTable<Row>(
  {
    query,
    setPage,
    setSearch,
  }: Pick<ReturnType<typeof useTableQuery>, 'setPage' | 'setSearch'> & {
    query: { page: number; search?: string };
  },
  result: ListState & { data?: TablePageInfo & { items: Row[] } },
): AdminTable<Row> {
  return {
    list: result,
    rows: result.data?.items,
    search: query.search,
    onSearch: setSearch,
    paging: { page: query.page, info: result.data, onPageChange: setPage },
  };
}

/** A question asked before a row action: its words, and the action it confirms. */
export interface AdminConfirm {
  action: Pick<ConfirmedAction, 'dialog'>;
  title: string;
  confirmLabel: string;
  /** What will happen to the row (shown while the dialog is open). */
  body: ReactNode;
}

interface AdminTablePageProps<Row> {
  title: string;
  /** What the page says under its heading, when it needs to (a paragraph or two). */
  intro?: ReactNode;
  /** The search box's label and hint. */
  search: { label: string; placeholder: string };
  /** Controls beside the search box (rows per page, a download). */
  tools?: ReactNode;
  /** What the rows are: in the loading label, the error, the empty text and the count. */
  noun: { one: string; many: string };
  table: AdminTable<Row>;
  /** Below the rows, e.g. "Load more". */
  footer?: ReactNode;
  /** The text when nothing exists yet (nothing searched, first page). */
  emptyText?: string;
  confirms?: AdminConfirm[];
  /** The table of the rows. */
  children: (rows: Row[]) => ReactNode;
  /** What the page shows below the list, e.g. the record opened from it. */
  after?: ReactNode;
}

/**
 * An admin list page: heading, search, then the list's loading, error, empty or filled state with its
 * paging, and the confirm dialogs of its row actions. The page brings its table and its words.
 */
export function AdminTablePage<Row>({
  title,
  intro,
  search,
  tools,
  noun,
  table: { list, rows, search: applied, onSearch, paging },
  footer,
  emptyText = `No ${noun.many} yet.`,
  confirms = [],
  children,
  after,
}: AdminTablePageProps<Row>) {
  const searchBox = <TableSearch {...search} value={applied} onSearch={onSearch} />;
  return (
    <section className="flex flex-col gap-4">
      <DocumentTitle title={title} />
      <h1 className="text-3xl font-bold">{title}</h1>
      {intro}
      {tools ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {searchBox}
          <div className="flex flex-wrap items-end gap-4">{tools}</div>
        </div>
      ) : (
        searchBox
      )}
      <div aria-busy={list.isFetching} className="flex flex-col gap-4">
        {list.isPending ? (
          <div role="status" aria-label={`Loading ${noun.many}`} className="skeleton h-64 w-full" />
        ) : list.isLoadingError || !rows ? (
          <QueryError
            title={`We could not load the ${noun.many}.`}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyList noun={noun} search={applied} page={paging?.page ?? 1} emptyText={emptyText}>
            {paging && paging.page > 1 && (
              <button type="button" className="btn btn-sm" onClick={() => paging.onPageChange({ page: 1 })}>
                Go to the first page
              </button>
            )}
          </EmptyList>
        ) : (
          <>
            {children(rows)}
            {paging?.info && (
              <Pagination table={paging.info} onPageChange={paging.onPageChange} noun={noun} />
            )}
            {footer}
          </>
        )}
      </div>
      {after}
      {confirms.map(({ action, title: question, confirmLabel, body }, index) => (
        // Keyed by place: a question that names its row must not remount the open dialog.
        <ConfirmDialog key={index} {...action.dialog} title={question} confirmLabel={confirmLabel}>
          {body}
        </ConfirmDialog>
      ))}
    </section>
  );
}

interface EmptyListProps {
  noun: { many: string };
  search: string | undefined;
  page: number;
  emptyText: string;
  children: ReactNode;
}

function EmptyList({ noun, search, page, emptyText, children }: EmptyListProps) {
  let text = emptyText;
  if (page > 1) text = `There are no ${noun.many} on this page.`;
  else if (search) text = `No ${noun.many} match “${search}”.`;
  return (
    <div className="alert flex flex-col items-start gap-2">
      <p>{text}</p>
      {children}
    </div>
  );
}
