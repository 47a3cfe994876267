import { errorMessage } from '../lib/error-message.ts';

interface QueryErrorProps {
  /** What could not be loaded, e.g. "We could not load the parts". */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** The error state of a data section: what failed, why, and a way to try again. */
export function QueryError({ title, error, onRetry }: QueryErrorProps) {
  return (
    <div
      role="alert"
      className="alert alert-error alert-soft flex flex-col items-start gap-3 sm:flex-row sm:items-center"
    >
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        <p>{errorMessage(error)}</p>
      </div>
      <button type="button" className="btn btn-sm btn-outline" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
