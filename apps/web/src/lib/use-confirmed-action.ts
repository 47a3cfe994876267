import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from './toast.ts';

interface ConfirmedActionTexts<Row, Variables, Data> {
  /** What the mutation is given for the row. */
  variables: (row: Row) => Variables;
  /** The toast once it is done. */
  success: (row: Row, data: Data) => string;
  /** The toast when it fails. */
  failure: (row: Row, error: Error) => string;
}

/**
 * A row action that asks first (delete, revoke): `ask(row)` opens the confirm dialog, Confirm runs
 * the mutation, a toast says how it went, and the dialog closes once it has settled. `dialog` is
 * what a `ConfirmDialog` needs besides its words.
 */
export function useConfirmedAction<Row, Data, Variables, Context>(
  mutation: UseMutationResult<Data, Error, Variables, Context>,
  texts: ConfirmedActionTexts<Row, Variables, Data>,
) {
  const [target, setTarget] = useState<Row | null>(null);
  const cancel = () => setTarget(null);
  const confirm = () => {
    if (target === null) return;
    mutation.mutate(texts.variables(target), {
      onSuccess: (data) => toast.success(texts.success(target, data)),
      onError: (error) => toast.error(texts.failure(target, error)),
      onSettled: cancel,
    });
  };
  return {
    target,
    ask: (row: Row) => setTarget(row),
    dialog: { open: target !== null, pending: mutation.isPending, onConfirm: confirm, onCancel: cancel },
  };
}

export type ConfirmedAction = ReturnType<typeof useConfirmedAction>;
