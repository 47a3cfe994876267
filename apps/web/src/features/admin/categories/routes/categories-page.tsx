import { categoryMessages } from '@crankworks/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DocumentTitle } from '../../../../components/document-title.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useConfirmedAction } from '../../../../lib/use-confirmed-action.ts';
import { placeCategories, useCategories, type PlacedCategory } from '../../../categories/index.ts';
import { useDeleteCategory } from '../api/categories.ts';
import { CategoryForm } from '../components/category-form.tsx';
import { CategoryTree } from '../components/category-tree.tsx';

/** Admin: Categories — the catalogue's tree, added to, renamed, moved and pruned (decision 073). */
export function Component() {
  const list = useCategories();
  const categories = placeCategories(list.data?.items ?? []);
  const [editingId, setEditingId] = useState<string | null>(null);
  const deleting = useConfirmedAction(useDeleteCategory(), {
    variables: (category: PlacedCategory) => category.id,
    success: (category) => categoryMessages.deleted(category.name),
    failure: (category, error) => `Could not delete ${category.name}: ${errorMessage(error)}`,
  });

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title="Categories" />
      <h1 className="text-3xl font-bold">Categories</h1>
      <p>
        The catalogue’s tree, at most three levels deep. A category’s parts are counted with those of the
        categories inside it; a part is put in its categories on its Edit page.
      </p>
      <section aria-labelledby="add-category-heading" className="card card-border bg-base-100 p-6 shadow-sm">
        <h2 id="add-category-heading" className="text-xl font-semibold">
          Add category
        </h2>
        <CategoryForm categories={categories} />
      </section>
      {list.isPending ? (
        <div role="status" aria-label="Loading the categories" className="skeleton h-64" />
      ) : list.isError ? (
        <QueryError
          title="We could not load the categories."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : categories.length === 0 ? (
        <p>No categories yet</p>
      ) : (
        <CategoryTree
          categories={categories}
          editingId={editingId}
          onEdit={(category) => setEditingId(category.id)}
          onEditDone={() => setEditingId(null)}
          onDelete={deleting.ask}
        />
      )}
      <ConfirmDialog
        {...deleting.dialog}
        title={`Delete ${deleting.target?.name ?? ''}?`}
        confirmLabel="Delete category"
      >
        {deleting.target?.path} will be deleted. Its parts stay in the catalogue, outside it.
      </ConfirmDialog>
    </div>
  );
}
