import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * A list's status filter, kept in the URL (`?status=draft`) beside its search and page: none (the
 * whole list) leaves the URL clean, and a nonsense value reads as none. A new filter drops the
 * params named in `restarts`, so that the list starts again at its first page.
 */
export function useStatusParam<Status extends string>(
  schema: z.ZodType<Status>,
  restarts: readonly string[] = [],
) {
  const [params, setParams] = useSearchParams();
  const parsed = schema.safeParse(params.get('status') ?? undefined);
  const status = parsed.success ? parsed.data : undefined;
  const setStatus = (next: Status | undefined) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const name of restarts) updated.delete(name);
      if (next) updated.set('status', next);
      else updated.delete('status');
      return updated;
    });
  return [status, setStatus] as const;
}
