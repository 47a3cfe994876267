import { useState } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { reviewTableQuerySchema, type ModeratedReview } from '@crankworks/contract';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DocumentTitle } from '../../../../components/document-title.tsx';
import { Pagination } from '../../../../components/pagination.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { TableSearch } from '../../../../components/table-search.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useTableQuery } from '../../../../lib/use-table-query.ts';
import { useModeratedReviews } from '../api/get-moderated-reviews.ts';
import { useDeleteReview, useSetReviewHidden } from '../api/moderate-review.ts';
import { ReviewsTable } from '../components/reviews-table.tsx';

/** /dashboard/manageReviews (admin): every review, to hide one from the home page or delete it. */
export function Component() {
  const { query, setPage, setSearch, toggleSort } = useTableQuery(reviewTableQuerySchema);
  const reviews = useModeratedReviews(query);
  const setHidden = useSetReviewHidden();
  const deleteReview = useDeleteReview();
  const [deleting, setDeleting] = useState<ModeratedReview | null>(null);

  const onToggleHidden = (review: ModeratedReview) =>
    setHidden.mutate(
      { id: review._id, hidden: !review.hidden },
      {
        onSuccess: () =>
          toast.success(`The review by ${review.name} is ${review.hidden ? 'shown again' : 'hidden'}`),
        onError: (error) => toast.error(`The review could not be changed: ${errorMessage(error)}`),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    deleteReview.mutate(deleting._id, {
      onSuccess: () => toast.success(`The review by ${deleting.name} was deleted`),
      onError: (error) => toast.error(`The review could not be deleted: ${errorMessage(error)}`),
      onSettled: () => setDeleting(null),
    });
  };

  let content;
  if (reviews.isPending) {
    content = <div role="status" aria-label="Loading reviews" className="skeleton h-64 w-full" />;
  } else if (reviews.isLoadingError) {
    content = (
      <QueryError
        title="We could not load the reviews."
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
      />
    );
  } else if (reviews.data.items.length === 0) {
    content = (
      <p className="alert">{query.search ? `No reviews match “${query.search}”.` : 'No reviews yet.'}</p>
    );
  } else {
    content = (
      <ReviewsTable
        reviews={reviews.data.items}
        sort={query}
        onSort={toggleSort}
        busyId={setHidden.isPending ? (setHidden.variables?.id ?? null) : null}
        onToggleHidden={onToggleHidden}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <DocumentTitle title="Manage Reviews" />
      <h1 className="text-3xl font-bold">Manage Reviews</h1>
      <TableSearch
        label="Search reviews"
        placeholder="Name or text"
        value={query.search}
        onSearch={setSearch}
      />
      <div aria-busy={reviews.isFetching}>{content}</div>
      {reviews.data && (
        <Pagination table={reviews.data} onPageChange={setPage} noun={{ one: 'review', many: 'reviews' }} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this review?"
        confirmLabel="Delete review"
        pending={deleteReview.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && (
          <p>The review by {deleting.name} will be deleted for good. Hiding it keeps it instead.</p>
        )}
      </ConfirmDialog>
    </section>
  );
}
