import { QueryError } from './query-error.tsx';

interface LoadMoreProps {
  /** An infinite query's result: whether there is more, and how fetching it went. */
  list: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    error: unknown;
    fetchNextPage: () => unknown;
  };
  /** What could not be loaded, e.g. "We could not load more parts." */
  errorTitle: string;
}

/** "Load more" under a list that comes a page at a time, or why the next page did not come. */
export function LoadMore({ list, errorTitle }: LoadMoreProps) {
  if (list.isFetchNextPageError)
    return <QueryError title={errorTitle} error={list.error} onRetry={() => void list.fetchNextPage()} />;
  if (!list.hasNextPage) return null;
  return (
    <button
      type="button"
      className="btn btn-outline btn-primary self-center"
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
    </button>
  );
}
