import { imageRefSchema } from '@crankworks/contract';
import { useState } from 'react';

/** Shows the image an admin linked, so a typo in the link is seen before the part goes live. */
export function ImagePreview({ src }: { src: string | undefined }) {
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
        alt="Preview of the product image"
        className="h-40 w-full object-contain"
        onError={() => setBrokenSrc(valid.data)}
      />
    );
  }

  return (
    <figure className="flex flex-col items-stretch rounded-box border border-base-300 bg-base-200 p-3">
      <figcaption className="mb-2 text-sm font-semibold">Image preview</figcaption>
      {content}
    </figure>
  );
}
