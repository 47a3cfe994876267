import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show its heading (a lazy page's code, a guard's check). */
const WAIT_FOR_HEADING_MS = 3_000;

/**
 * After a navigation to another page, focus goes to the new page's main heading, so keyboard and
 * screen-reader users start there instead of on the link they left (or nowhere). The first load and
 * changes of the query alone (a table's page or order) leave focus alone, and so does a page that has
 * already put focus somewhere itself.
 */
export function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);

  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const leftFrom = document.activeElement;
    const giveUpAt = performance.now() + WAIT_FOR_HEADING_MS;
    let frame = 0;
    const focusHeading = () => {
      const untouched = document.activeElement === leftFrom || document.activeElement === document.body;
      if (!untouched) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      } else if (performance.now() < giveUpAt) {
        frame = requestAnimationFrame(focusHeading);
      }
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
