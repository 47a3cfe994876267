interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What the rows are, for the "12 messages" count. */
  noun: { one: string; many: string };
}

/** Previous / Next for a numbered table page, with where the reader is. */
export function Pagination({ page, pageSize, total, onPageChange, noun }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-base-content/80">
        {total} {total === 1 ? noun.one : noun.many} · page {Math.min(page, pages)} of {pages}
      </p>
      <div className="join">
        <button
          type="button"
          className="btn join-item btn-sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className="btn join-item btn-sm"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
