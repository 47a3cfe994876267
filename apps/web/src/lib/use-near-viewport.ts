import { useEffect, useState } from 'react';

/**
 * Tells when an element comes within `rootMargin` of the viewport, and stays true from then on.
 * Lets a page load below-the-fold code only once a visitor scrolls towards it.
 */
export function useNearViewport<T extends Element>(rootMargin = '800px') {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);

  return [setElement, near] as const;
}
