import { DocumentTitle } from '../../../../components/document-title.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { useSeller } from '../api/get-seller.ts';
import { SellerForm } from '../components/seller-form.tsx';

/** Admin: Settings — the seller every invoice, credit note and e-mail footer prints (decision 060). */
export function Component() {
  const seller = useSeller();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title="Settings" />
      <h1 className="text-3xl font-bold">Settings</h1>
      <p>
        The seller as invoices, credit notes and the e-mails&apos; footer name it. An invoice keeps the
        details it was issued with: a change here applies to the next ones.
      </p>
      {seller.isPending ? (
        <div role="status" aria-label="Loading the settings" className="skeleton h-96 max-w-xl" />
      ) : seller.isError ? (
        <QueryError
          title="We could not load the settings."
          error={seller.error}
          onRetry={() => void seller.refetch()}
        />
      ) : (
        <SellerForm answer={seller.data} />
      )}
    </div>
  );
}
