/**
 * The browser's entry point. A page the server rendered works without script: it is read, scrolled
 * and its links followed as plain HTML. The app itself (React, the router and the page's code, about
 * 120 KB gzipped) loads with the visitor's first interaction, takes the page over in place, and then
 * carries out what the visitor did meanwhile: what they typed or chose, and their last click on a
 * control or form sent. Pages the server did not render (the dashboard) start the app at once.
 * Decision 030 says why.
 */
import './index.css';
import { PAGE_MODULES_ID, PAGE_STATE_ID } from './app/ssr/page-ids.ts';
import { heldInteractions } from './app/ssr/held-interactions.ts';

// Any of these starts loading the app; a click or form sent is also held until it has loaded.
const START_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'click',
  'submit',
];

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const pageState = document.getElementById(PAGE_STATE_ID)?.textContent;

/** The page's own chunks, fetched beside the app's entry rather than after it. */
function preloadPageModules() {
  const listed = document.getElementById(PAGE_MODULES_ID)?.textContent;
  for (const file of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = Object.assign(document.createElement('link'), {
      rel: 'modulepreload',
      href: `/${file}`,
      crossOrigin: '',
    });
    document.head.append(link);
  }
}

async function hydrate(root: HTMLElement, pageState: string, held: ReturnType<typeof heldInteractions>) {
  preloadPageModules();
  try {
    const { prepareHydration } = await import('./main.tsx');
    const takeOver = await prepareHydration(root, pageState);
    held.release(takeOver);
    root.dataset.hydrated = 'true';
  } catch (error) {
    held.abandon();
    throw error;
  }
}

if (pageState) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const name of START_EVENTS) removeEventListener(name, start, { capture: true });
    void hydrate(root, pageState, held);
  };
  for (const name of START_EVENTS) addEventListener(name, start, { capture: true, passive: true });
  // A part of the page that only works with the app (the contact form) loads it when it comes into view.
  const inView = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    inView.disconnect();
    start();
  });
  document.querySelectorAll('[data-hydrate-on-view]').forEach((element) => inView.observe(element));
  // After the start listeners: holding a click stops it from reaching any later listener.
  const held = heldInteractions(root);
} else {
  void import('./main.tsx').then(({ renderApp }) => renderApp(root));
}
