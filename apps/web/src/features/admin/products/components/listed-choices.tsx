import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../../components/query-error.tsx';

interface ListedChoicesProps<Item> {
  /** The catalogue's list the choices come from (its categories, its specifications). */
  list: UseQueryResult<{ items: Item[] }>;
  /** What they are, in the plural and in lower case: "categories". */
  what: string;
  /** The admin page where they are added, for a shop that has none yet. */
  addedOn: { name: string; href: string };
  children: (items: Item[]) => ReactNode;
}

/**
 * A part's form's choices read from one of the catalogue's lists: loading, failed (with a retry),
 * none yet (saying where to add them), or the choices.
 */
export function ListedChoices<Item>({ list, what, addedOn, children }: ListedChoicesProps<Item>) {
  if (list.isPending)
    return <span className="loading loading-spinner" role="status" aria-label={`Loading the ${what}`} />;
  if (list.isError)
    return (
      <QueryError
        title={`We could not load the ${what}.`}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.data.items.length === 0)
    return (
      <p>
        No {what} yet: add them in{' '}
        <Link to={addedOn.href} className="link">
          {addedOn.name}
        </Link>
        .
      </p>
    );
  return children(list.data.items);
}
