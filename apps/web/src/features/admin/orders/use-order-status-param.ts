import { orderStatusFilterSchema, type OrderStatusFilter } from '@crankworks/contract';
import { useSearchParams } from 'react-router';

/**
 * Manage Orders' state filter, kept in the URL (`?status=to_ship`) beside its page, search and
 * order; none (every order) leaves the URL clean, and a nonsense value reads as none. A new filter
 * starts again at the first page.
 */
export function useOrderStatusParam() {
  const [params, setParams] = useSearchParams();
  const parsed = orderStatusFilterSchema.safeParse(params.get('status') ?? undefined);
  const status = parsed.success ? parsed.data : undefined;
  const setStatus = (next: OrderStatusFilter | undefined) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const name of ['page', 'after', 'before']) updated.delete(name);
      if (next) updated.set('status', next);
      else updated.delete('status');
      return updated;
    });
  return [status, setStatus] as const;
}
