import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
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
  /**
   * The address of the list with one more page (`?page=3`): "Load more" is then a link, which works
   * as plain HTML before the app has loaded, and the list shows as many pages as its URL says.
   */
  href?: string | null;
}

/** "Load more" under a list that comes a page at a time, or why the next page did not come. */
export function LoadMore({ list, errorTitle, href }: LoadMoreProps) {
  const navigate = useNavigate();
  // The next page is usually in the cache already: shown in the same task as the tap, not in a
  // transition the router would render in slices (decision 030).
  const showAtOnce = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate(href, { replace: true, preventScrollReset: true, flushSync: true });
  };
  if (list.isFetchNextPageError)
    return <QueryError title={errorTitle} error={list.error} onRetry={() => void list.fetchNextPage()} />;
  if (!list.hasNextPage) return null;
  if (href && !list.isFetchingNextPage)
    return (
      <Link
        to={href}
        replace
        preventScrollReset
        onClick={showAtOnce}
        className="btn btn-outline btn-primary self-center"
      >
        Load more
      </Link>
    );
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
