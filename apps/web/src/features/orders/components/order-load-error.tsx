import { QueryError } from '../../../components/query-error.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';

/** Why an order page shows no order: none with that id (or not the reader's), or a failure to retry. */
export function OrderLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiRequestError && (error.status === 400 || error.status === 404))
    return <p className="alert alert-warning alert-soft">There is no such order.</p>;
  return <QueryError title="We could not load the order." error={error} onRetry={onRetry} />;
}
