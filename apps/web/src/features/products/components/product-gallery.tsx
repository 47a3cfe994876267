import type { ProductDetail } from '@crankworks/contract';
import { useState } from 'react';

type GalleryPart = Pick<ProductDetail, 'name' | 'img' | 'moreImages'>;

/** Each picture's alternative text: the part's name, and which picture it is when there are several. */
const altOf = (part: GalleryPart, index: number, count: number) =>
  count > 1 ? `${part.name}, picture ${index + 1} of ${count}` : part.name;

/**
 * A part's pictures: one large, and a row of small ones when it has several, each a link to its
 * file. Once the app is there a small one shows its picture in the large place instead; before, or
 * without scripts, it opens the picture itself.
 */
export function ProductGallery({ part }: { part: GalleryPart }) {
  const images = [part.img, ...part.moreImages];
  const [shown, setShown] = useState(0);
  const current = Math.min(shown, images.length - 1);

  return (
    <div className="flex flex-col gap-3">
      <figure className="rounded-box bg-base-200">
        <img
          src={images[current]}
          alt={altOf(part, current, images.length)}
          width={800}
          height={600}
          className="aspect-4/3 w-full object-contain p-6"
        />
      </figure>
      {images.length > 1 && (
        <ul aria-label={`Pictures of ${part.name}`} className="flex flex-wrap gap-2">
          {images.map((src, index) => (
            <li key={src}>
              <a
                href={src}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setShown(index);
                }}
                className={`block rounded-box border-2 bg-base-200 ${
                  index === current ? 'border-primary' : 'border-transparent'
                }`}
              >
                <img
                  src={src}
                  alt=""
                  width={64}
                  height={48}
                  loading="lazy"
                  className="h-12 w-16 object-contain p-1"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
