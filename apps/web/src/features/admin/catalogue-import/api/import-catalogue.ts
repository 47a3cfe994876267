import type { CatalogueImport, ImportReport } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, api } from '../../../../lib/api-client.ts';
import { categoryKeys } from '../../../categories/index.ts';
import { productKeys } from '../../../products/index.ts';

/** The whole catalogue as CSV: a plain link downloads it with the session's cookie. */
export const catalogueExportUrl = '/api/admin/products/export';

/**
 * Imports a CSV file's text, or only says what that would do (`dryRun`): the report of every row.
 * An import with a refused row writes nothing and is answered 422 with its report, which is
 * returned as any other; a file that is not the catalogue's CSV is refused whole (400, thrown).
 */
export async function importCatalogue(input: CatalogueImport): Promise<ImportReport> {
  try {
    return await api<ImportReport>('/admin/products/import', { method: 'POST', body: input });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422) return error.payload as ImportReport;
    throw error;
  }
}

/** Checks or imports a file; once rows are written, the parts and the categories' counts are refetched. */
export function useImportCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCatalogue,
    onSuccess: (report) =>
      report.applied &&
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      ]),
  });
}
