interface StarRatingProps {
  rating: number;
  max?: number;
}

/** A read-only row of stars; assistive technology reads it as "Rated 4 out of 5". */
export function StarRating({ rating, max = 5 }: StarRatingProps) {
  const stars = Math.min(max, Math.max(0, Math.round(rating)));
  return (
    <div className="rating rating-sm" role="img" aria-label={`Rated ${stars} out of ${max}`}>
      {Array.from({ length: max }, (_, index) => (
        // daisyUI lights every star up to the one marked current.
        <div
          key={index}
          className="mask mask-star-2 bg-amber-600"
          aria-current={index + 1 === stars ? 'true' : undefined}
        />
      ))}
    </div>
  );
}
