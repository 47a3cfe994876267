/**
 * The query keys of one resource, in the shape Medusa's admin uses: `all` starts every key of the
 * resource, so invalidating it refreshes all of them; `lists()` starts every list whatever its query;
 * `list(query)` is one list; `detail(id)` one record. A feature adds its own keys beside these, under
 * `all` unless a change to the resource must leave them alone.
 */
export function queryKeysFactory<ListQuery>(resource: string) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: ListQuery) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}
