import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/**
 * Delete my account, after a confirmation: the account, its sessions and its unpaid orders go; paid
 * orders stay on record. An admin is made a customer by another admin first (docs/product.md).
 */
export function DeleteAccount({ email, admin }: { email: string; admin: boolean }) {
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const deleteAccount = useDeleteAccount();
  const confirm = () =>
    deleteAccount.mutate(email, {
      onError: (error) => {
        setAsking(false);
        toast.error(`Your account was not deleted: ${errorMessage(error)}`);
      },
    });

  return (
    <section aria-labelledby={headingId} className="card card-border max-w-xl bg-base-100 p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold">
        Delete my account
      </h2>
      {admin ? (
        <p className="mt-1">
          An admin cannot delete his own account: another admin can revoke your admin rights first.
        </p>
      ) : (
        <>
          <p className="mt-1">
            Your profile, your sessions and your unpaid orders are deleted. Orders you paid for stay on record
            with the shop.
          </p>
          <button
            type="button"
            className="btn btn-error btn-outline mt-3 self-start"
            onClick={() => setAsking(true)}
          >
            Delete my account
          </button>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title="Delete your account?"
        confirmLabel="Delete my account"
        pending={deleteAccount.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>
          {email} and everything of it but its paid orders is deleted for good, and you are signed out. This
          cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
