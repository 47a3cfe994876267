import { fieldLabels, imageRefSchema, MAX_MORE_IMAGES, moreImagesSchema } from '@crankworks/contract';
import { useEffect, useId, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { fieldErrorText } from '../../../../lib/form-errors.ts';
import { AddMoreImage, newImageLinkLabel } from './add-more-image.tsx';
import { MoreImageItem, moreImageLabel, type MoreImageAction } from './more-image-item.tsx';

/** Where the server's refusal of one picture points ("moreImages.1"), for the forms to show it there. */
export const moreImageFieldPaths = Array.from(
  { length: MAX_MORE_IMAGES },
  (_, index) => `moreImages.${index}` as const,
);

export interface MoreImageFieldsProps {
  /** The part's other pictures as the form holds them (`useController`), and the form's refusal of them. */
  images: {
    value: string[] | undefined;
    onChange: (images: string[]) => void;
    error: FieldErrors<{ moreImages: string[] }>['moreImages'];
  };
  /** The main picture's link, which "Make main" swaps with one of these. */
  main: { value: string | undefined; onChange: (link: string) => void };
}

/** After a change, the button (or, with no picture left, the link field) that keeps the keyboard in the list. */
type FocusRequest = { index: number; action: MoreImageAction };

/**
 * A part's other pictures (decision 075), in the order its page shows them after the main one:
 * moved, made the main one, removed, and added by link or upload, up to `MAX_MORE_IMAGES`.
 */
export function MoreImageFields({
  images: { value: images = [], onChange, error },
  main,
}: MoreImageFieldsProps) {
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>();
  // Moving a picture changes nothing a screen reader would read out by itself.
  const [announcement, setAnnouncement] = useState('');
  const listError = fieldErrorText(fieldLabels.moreImages, error);

  useEffect(() => {
    if (!focusRequest) return;
    const item = listRef.current?.children[focusRequest.index];
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-action="${focusRequest.action}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    (button ?? linkRef.current)?.focus();
  }, [focusRequest]);

  const change = (next: string[], focus: FocusRequest, said: string) => {
    onChange(next);
    setFocusRequest(focus);
    setAnnouncement(said);
  };

  const move = (from: number, to: number, action: MoreImageAction) => {
    const next = [...images];
    [next[from], next[to]] = [images[to]!, images[from]!];
    change(
      next,
      { index: to, action },
      `${moreImageLabel(from)} is now ${moreImageLabel(to).toLowerCase()}.`,
    );
  };

  const remove = (index: number, said: string) =>
    change(
      images.filter((_, at) => at !== index),
      { index: Math.min(index, images.length - 2), action: 'remove' },
      said,
    );

  const makeMain = (index: number) => {
    const image = images[index]!;
    const oldMain = main.value?.trim();
    const said = `${moreImageLabel(index)} is now the main image.`;
    // With no main image yet there is nothing to swap: the picture just leaves the list.
    if (oldMain) {
      const swapped = images.map((other, at) => (at === index ? oldMain : other));
      change(swapped, { index, action: 'main' }, said);
    } else remove(index, said);
    main.onChange(image);
  };

  const act = (index: number) => (action: MoreImageAction) => {
    if (action === 'up') move(index, index - 1, action);
    else if (action === 'down') move(index, index + 1, action);
    else if (action === 'main') makeMain(index);
    else remove(index, `${moreImageLabel(index)} removed.`);
  };

  const add = (link: string) => {
    const image = imageRefSchema.safeParse(link);
    if (!image.success) return fieldErrorText(newImageLinkLabel, image.error.issues[0]);
    const next = [...images, image.data];
    const listProblem = moreImagesSchema
      .safeParse(next)
      .error?.issues.find((issue) => issue.path.length === 0);
    if (listProblem) return fieldErrorText(fieldLabels.moreImages, listProblem);
    onChange(next);
    setAnnouncement(`${moreImageLabel(images.length)} added.`);
    return undefined;
  };

  return (
    <fieldset
      className="fieldset mt-2"
      aria-describedby={listError ? `${id}-hint ${id}-error` : `${id}-hint`}
    >
      <legend className="fieldset-legend">{fieldLabels.moreImages}</legend>
      <p id={`${id}-hint`} className="text-sm">
        Up to {MAX_MORE_IMAGES} more images. The part’s page shows them after the main one, in this order.
      </p>
      {images.length > 0 && (
        <ol ref={listRef} className="grid gap-3">
          {images.map((image, index) => (
            <MoreImageItem
              // By position: a picture made the main one is replaced in place by the old main one.
              key={index}
              image={image}
              index={index}
              count={images.length}
              error={fieldErrorText(moreImageLabel(index), error?.[index])}
              onAction={act(index)}
            />
          ))}
        </ol>
      )}
      {listError && (
        <p id={`${id}-error`} className="text-error text-sm">
          {listError}
        </p>
      )}
      {images.length < MAX_MORE_IMAGES && <AddMoreImage add={add} linkRef={linkRef} />}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
