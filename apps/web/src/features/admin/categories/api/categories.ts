import type { Category, CategoryInput, Deleted } from '@crankworks/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { categoryKeys } from '../../../categories/index.ts';
import { productKeys } from '../../../products/index.ts';

/** A category as the server answers a change to it: its parts are counted in the list only. */
type SavedCategory = Omit<Category, 'productCount'>;

/** The tree and its counts, and the parts' pages, which show the names of the way to their categories. */
const refreshCatalogue = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
  ]);

/** Adds a category (no id), or renames and moves one. */
export const saveCategory = ({ id, category }: { id?: string; category: CategoryInput }) =>
  id
    ? api<SavedCategory>(`/category/${encodeURIComponent(id)}`, { method: 'PUT', body: category })
    : api<SavedCategory>('/category', { method: 'POST', body: category });

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSettled: () => refreshCatalogue(queryClient) });
}

/** Deletes a category with nothing inside it; its parts stay in the catalogue. */
export const deleteCategory = (id: string) =>
  api<Deleted>(`/category/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSettled: () => refreshCatalogue(queryClient) });
}
