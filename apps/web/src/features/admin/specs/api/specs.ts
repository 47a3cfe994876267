import type {
  Deleted,
  SpecDefinition,
  SpecDefinitionInput,
  SpecDefinitionList,
  SpecDefinitionUpdate,
} from '@crankworks/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { queryKeysFactory } from '../../../../lib/query-key-factory.ts';
import { productKeys } from '../../../products/index.ts';

/** The specifications' keys: a change to one, or to a part's values, refreshes `all` (the counts). */
export const specKeys = queryKeysFactory<Record<string, never>>('specs');

export const getSpecs = (signal?: AbortSignal) => api<SpecDefinitionList>('/specs', { signal });

/** Every specification, by name, with how many parts give it. */
export const specsQueryOptions = () =>
  queryOptions({
    queryKey: specKeys.list({}),
    queryFn: ({ signal }) => getSpecs(signal),
  });

export const useSpecs = () => useQuery(specsQueryOptions());

/** The list and its counts, and the parts' pages, which show the specifications' names and units. */
const refreshSpecs = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: specKeys.all }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
  ]);

/** What the Specifications page saves: a new one (no id) with its kind, or a new name and unit. */
export type SpecChange =
  { id?: undefined; spec: SpecDefinitionInput } | { id: string; spec: SpecDefinitionUpdate };

/** Adds a specification (no id), or renames one and changes its unit; its kind stays. */
export const saveSpec = ({ id, spec }: SpecChange) =>
  id
    ? api<SpecDefinition>(`/spec/${encodeURIComponent(id)}`, { method: 'PUT', body: spec })
    : api<SpecDefinition>('/spec', { method: 'POST', body: spec });

export function useSaveSpec() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSpec, onSettled: () => refreshSpecs(queryClient) });
}

/** Deletes a specification no part gives. */
export const deleteSpec = (id: string) =>
  api<Deleted>(`/spec/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSpec() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSpec, onSettled: () => refreshSpecs(queryClient) });
}
