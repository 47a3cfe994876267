import type { PageMove } from '../lib/use-table-query.ts';

/** What an admin table's API answers about the page it returned. */
export interface TablePageInfo {
  page: number;
  pageSize: number;
  total: number;
  totalIsEstimate: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
}

interface PaginationProps {
  table: TablePageInfo;
  onPageChange: (move: PageMove) => void;
  /** What the rows are, for the "12 messages" count. */
  noun: { one: string; many: string };
}

const figure = (value: number, estimate: boolean) =>
  `${estimate ? 'about ' : ''}${value.toLocaleString('en-US')}`;

/**
 * Previous / Next for a numbered table page, with where the reader is. Each move starts from the row
 * at the page's edge (a keyset), so deep pages cost the server no more than the first.
 */
export function Pagination({ table, onPageChange, noun }: PaginationProps) {
  const { page, pageSize, total, totalIsEstimate, nextCursor, prevCursor } = table;
  const pages = Math.max(1, Math.ceil(total / pageSize), page);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-base-content/80">
        {figure(total, totalIsEstimate)} {total === 1 ? noun.one : noun.many} · page {page} of{' '}
        {figure(pages, totalIsEstimate)}
      </p>
      <div className="join">
        <button
          type="button"
          className="btn join-item btn-sm"
          disabled={page <= 1}
          onClick={() => onPageChange({ page: page - 1, before: prevCursor ?? undefined })}
        >
          Previous
        </button>
        <button
          type="button"
          className="btn join-item btn-sm"
          disabled={!nextCursor}
          onClick={() => onPageChange({ page: page + 1, after: nextCursor ?? undefined })}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
