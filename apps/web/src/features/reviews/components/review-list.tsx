import { QueryError } from '../../../components/query-error.tsx';
import { useReviews } from '../api/get-reviews.ts';
import { ReviewCard, ReviewCardSkeleton } from './review-card.tsx';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** What clients say about us. */
export function ReviewList() {
  const reviews = useReviews();

  if (reviews.isPending) {
    return (
      <div role="status" aria-label="Loading reviews" className={gridClass}>
        {Array.from({ length: 3 }, (_, index) => (
          <ReviewCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (reviews.isLoadingError) {
    return (
      <QueryError
        title="We could not load the reviews."
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
      />
    );
  }
  if (reviews.data.length === 0)
    return <p className="alert">No reviews yet. Be the first to leave one after your order.</p>;

  return (
    <ul className={gridClass}>
      {reviews.data.map((review) => (
        <li key={review._id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}
