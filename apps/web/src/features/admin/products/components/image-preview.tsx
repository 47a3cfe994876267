import { imageRefSchema } from '@crankworks/contract';
import { useState } from 'react';

interface ImagePreviewProps {
  src: string | undefined;
  caption?: string;
  alt?: string;
  /** A thumbnail, for one of several pictures in a list. */
  small?: boolean;
}

/** Shows the image an admin linked, so a typo in the link is seen before the part goes live. */
export function ImagePreview({
  src,
  caption = 'Image preview',
  alt = 'Preview of the product image',
  small = false,
}: ImagePreviewProps) {
  const [brokenSrc, setBrokenSrc] = useState<string>();
  const valid = imageRefSchema.safeParse(src);

  let content;
  if (!valid.success)
    content = <p className="text-sm text-base-content/80">Enter an image link to see it here.</p>;
  else if (brokenSrc === valid.data)
    content = <p className="text-sm text-error">This image could not be loaded.</p>;
  else {
    content = (
      <img
        key={valid.data}
        src={valid.data}
        alt={alt}
        className={`${small ? 'h-20' : 'h-40'} w-full object-contain`}
        onError={() => setBrokenSrc(valid.data)}
      />
    );
  }

  return (
    <figure
      className={`flex flex-col items-stretch rounded-box border border-base-300 bg-base-200 ${small ? 'p-2' : 'p-3'}`}
    >
      <figcaption className="mb-2 text-sm font-semibold">{caption}</figcaption>
      {content}
    </figure>
  );
}
