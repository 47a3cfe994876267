import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's rules fetched when first needed: a public page's form then needs neither zod nor the
 * contract's schemas (some 26 KB as sent) before the page is the app's (issue 39's budget). The form
 * calls `preload` once the visitor is in it, so that its first check seldom waits for the fetch.
 * Should the fetch fail (a flaky link), the values go to the server unchecked, which checks them by
 * the same schema and names the field it refuses; the next check fetches the rules again.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | undefined;
  const rules = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<T> = async (values, context, options) => {
    const check = await rules().catch(() => null);
    return check ? check(values, context, options) : { values, errors: {} };
  };
  const preload = () => void rules().catch(() => undefined);
  return { resolver, preload };
}
