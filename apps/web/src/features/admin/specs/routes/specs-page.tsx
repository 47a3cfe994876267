import { specMessages, type SpecDefinition } from '@crankworks/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DocumentTitle } from '../../../../components/document-title.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useConfirmedAction } from '../../../../lib/use-confirmed-action.ts';
import { useDeleteSpec, useSpecs } from '../api/specs.ts';
import { SpecForm } from '../components/spec-form.tsx';
import { SpecsTable } from '../components/specs-table.tsx';

/** Admin: Specifications — what parts give values of (decision 076), added to, renamed and deleted. */
export function Component() {
  const list = useSpecs();
  const [editingId, setEditingId] = useState<string | null>(null);
  const deleting = useConfirmedAction(useDeleteSpec(), {
    variables: (spec: SpecDefinition) => spec.id,
    success: (spec) => specMessages.deleted(spec.name),
    failure: (spec, error) => `Could not delete ${spec.name}: ${errorMessage(error)}`,
  });

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title="Specifications" />
      <h1 className="text-3xl font-bold">Specifications</h1>
      <p>
        What parts are described by, so that visitors can filter by them: a number (with its unit), a text or
        a yes or no. A specification’s kind stays as it is added; a part’s values are given on its Edit page.
      </p>
      <section aria-labelledby="add-spec-heading" className="card card-border bg-base-100 p-6 shadow-sm">
        <h2 id="add-spec-heading" className="text-xl font-semibold">
          Add specification
        </h2>
        <SpecForm />
      </section>
      {list.isPending ? (
        <div role="status" aria-label="Loading the specifications" className="skeleton h-64" />
      ) : list.isError ? (
        <QueryError
          title="We could not load the specifications."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <p>No specifications yet</p>
      ) : (
        <SpecsTable
          specs={list.data.items}
          editingId={editingId}
          onEdit={(spec) => setEditingId(spec.id)}
          onEditDone={() => setEditingId(null)}
          onDelete={deleting.ask}
        />
      )}
      <ConfirmDialog
        {...deleting.dialog}
        title={`Delete ${deleting.target?.name ?? ''}?`}
        confirmLabel="Delete specification"
      >
        {deleting.target?.name} will be deleted. A specification parts give cannot be: take it off them first.
      </ConfirmDialog>
    </div>
  );
}
