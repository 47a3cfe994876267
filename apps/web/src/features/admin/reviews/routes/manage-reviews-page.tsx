import { reviewTableQuerySchema, type ModeratedReview } from '@crankworks/contract';
import { toast } from '../../../../lib/toast.ts';
import { AdminTablePage, pagedTable } from '../../../../components/admin-table-page.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useConfirmedAction } from '../../../../lib/use-confirmed-action.ts';
import { useTableQuery } from '../../../../lib/use-table-query.ts';
import { useModeratedReviews } from '../api/get-moderated-reviews.ts';
import { useDeleteReview, useSetReviewHidden } from '../api/moderate-review.ts';
import { ReviewsTable } from '../components/reviews-table.tsx';

/** /dashboard/manageReviews (admin): every review, to hide one from the home page or delete it. */
export function Component() {
  const tableQuery = useTableQuery(reviewTableQuerySchema);
  const { query, toggleSort } = tableQuery;
  const reviews = useModeratedReviews(query);
  const setHidden = useSetReviewHidden();
  const deleting = useConfirmedAction(useDeleteReview(), {
    variables: (review: ModeratedReview) => review._id,
    success: (review) => `The review by ${review.name} was deleted`,
    failure: (_review, error) => `The review could not be deleted: ${errorMessage(error)}`,
  });

  const onToggleHidden = (review: ModeratedReview) =>
    setHidden.mutate(
      { id: review._id, hidden: !review.hidden },
      {
        onSuccess: () =>
          toast.success(`The review by ${review.name} is ${review.hidden ? 'shown again' : 'hidden'}`),
        onError: (error) => toast.error(`The review could not be changed: ${errorMessage(error)}`),
      },
    );

  return (
    <AdminTablePage
      title="Manage Reviews"
      search={{ label: 'Search reviews', placeholder: 'Name or text' }}
      noun={{ one: 'review', many: 'reviews' }}
      table={pagedTable(tableQuery, reviews)}
      confirms={[
        {
          action: deleting,
          title: 'Delete this review?',
          confirmLabel: 'Delete review',
          body: deleting.target && (
            <p>The review by {deleting.target.name} will be deleted for good. Hiding it keeps it instead.</p>
          ),
        },
      ]}
    >
      {(rows) => (
        <ReviewsTable
          reviews={rows}
          sort={query}
          onSort={toggleSort}
          busyId={setHidden.isPending ? (setHidden.variables?.id ?? null) : null}
          onToggleHidden={onToggleHidden}
          onDelete={deleting.ask}
        />
      )}
    </AdminTablePage>
  );
}
