import { useId } from 'react';
import { ImagePreview } from './image-preview.tsx';

export type MoreImageAction = 'up' | 'down' | 'main' | 'remove';

/** A picture of the list as the admin reads it: "Image 2" is the second after the main one. */
export const moreImageLabel = (index: number) => `Image ${index + 1}`;

interface MoreImageItemProps {
  image: string;
  index: number;
  /** How many pictures the list holds: the last one cannot move down. */
  count: number;
  /** Why the form refuses this picture, if it does. */
  error: string | undefined;
  onAction: (action: MoreImageAction) => void;
}

/** One of a part's other pictures: its thumbnail and link, and the buttons that move, promote or remove it. */
export function MoreImageItem({ image, index, count, error, onAction }: MoreImageItemProps) {
  const errorId = useId();
  const label = moreImageLabel(index);
  const buttons: { action: MoreImageAction; text: string; disabled?: boolean }[] = [
    { action: 'up', text: 'Move up', disabled: index === 0 },
    { action: 'down', text: 'Move down', disabled: index === count - 1 },
    { action: 'main', text: 'Make main' },
    { action: 'remove', text: 'Remove' },
  ];

  return (
    <li className="grid items-start gap-3 sm:grid-cols-[8rem_1fr]">
      <ImagePreview src={image} caption={label} alt={`Preview of ${label.toLowerCase()}`} small />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-sm break-all">{image}</p>
        <div className="flex flex-wrap gap-2">
          {buttons.map(({ action, text, disabled }) => (
            <button
              key={action}
              type="button"
              data-action={action}
              className="btn btn-outline btn-xs"
              disabled={disabled}
              aria-describedby={error ? errorId : undefined}
              onClick={() => onAction(action)}
            >
              {text}
              {/* The position makes each button's name unique in the list: "Remove image 2". */}
              <span className="sr-only"> {label.toLowerCase()}</span>
            </button>
          ))}
        </div>
        {error && (
          <p id={errorId} className="text-error text-sm">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
