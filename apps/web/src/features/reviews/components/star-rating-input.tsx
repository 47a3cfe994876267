import { useId } from 'react';

const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingInputProps {
  /** The chosen number of stars, or undefined before a choice. */
  value: number | undefined;
  onChange: (stars: number) => void;
  onBlur?: () => void;
  /** Shown under the stars when the choice is rejected. */
  error?: string;
  legend?: string;
  /** The radio group's name in a form posted without the app; a name of its own otherwise. */
  name?: string;
}

/**
 * A 1–5 star picker built from native radio buttons (daisyUI rating), so arrow keys, focus and
 * screen readers ("3 stars, radio button, 3 of 5") work as for any radio group.
 */
export function StarRatingInput({
  value,
  onChange,
  onBlur,
  error,
  legend = 'Rating',
  name: formName,
}: StarRatingInputProps) {
  const id = useId();
  const name = formName ?? id;
  const errorId = `${id}-error`;
  return (
    <fieldset className="fieldset" aria-describedby={error ? errorId : undefined}>
      <legend className="fieldset-legend">{legend}</legend>
      <div className="flex items-center gap-3">
        <div className="rating rating-lg rounded-box p-1 has-focus-visible:outline-2 has-focus-visible:outline-primary">
          {STARS.map((stars) => (
            <input
              key={stars}
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              aria-label={stars === 1 ? '1 star' : `${stars} stars`}
              aria-invalid={Boolean(error)}
              className="mask mask-star-2 bg-amber-600"
            />
          ))}
        </div>
        <span className="text-sm text-base-content/80" aria-hidden="true">
          {value ? `${value} of 5` : 'No stars chosen'}
        </span>
      </div>
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
