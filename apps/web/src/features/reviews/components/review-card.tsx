import type { Review } from '@crankworks/contract';
import { StarRating } from '../../../components/star-rating.tsx';

export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="card card-border h-full bg-base-100 shadow-sm">
      <div className="card-body">
        <StarRating rating={review.rating} />
        <blockquote className="flex-1 italic">“{review.message}”</blockquote>
        <figcaption className="font-semibold">{review.name}</figcaption>
      </div>
    </figure>
  );
}

export function ReviewCardSkeleton() {
  return (
    <div className="card card-border bg-base-100" aria-hidden="true">
      <div className="card-body gap-3">
        <div className="skeleton h-5 w-28" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-4/5" />
        <div className="skeleton h-5 w-1/3" />
      </div>
    </div>
  );
}
