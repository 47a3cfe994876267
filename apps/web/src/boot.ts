/**
 * The browser's entry point. A page the server rendered works without script: its links are real
 * links and its forms post to the server. The app itself (React, the router and the page's code,
 * about 125 KB gzipped) runs as soon as the page has painted its largest element and the browser is
 * idle, or at once when the visitor starts interacting, and then takes the page over in place, in
 * small tasks (decision 030). What a visitor typed meanwhile is kept, and a click on a control that
 * needs the app is carried out once it is there. Pages the server did not render (the dashboard)
 * start the app at once.
 */
import './index.css';
import { PAGE_STATE_ID } from './app/ssr/page-ids.ts';
import { heldInteractions } from './app/ssr/held-interactions.ts';
import { whenIdle } from './app/ssr/when-idle.ts';

// Any of these starts loading the app at once, without waiting for the browser to be idle.
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

/**
 * Runs `then` once the largest element of the first screen has painted and the browser has a quiet
 * moment: running the app then takes no time from what the visitor sees first (its chunks are
 * already on their way, preloaded at low priority from the page's head).
 */
function afterLargestPaint(then: () => void) {
  const idle = () => whenIdle(then, 500);
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
    return;
  }
  const painted = new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    idle();
  });
  painted.observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Each chunk the server preloads for this page (`fetchpriority="low"` in its head), dependencies first. */
const pageChunks = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][fetchpriority="low"]')].map(
    (link) => link.href,
  );

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function hydrate(root: HTMLElement, pageState: string, held: ReturnType<typeof heldInteractions>) {
  try {
    // Tried twice: a flaky link loses a script now and then. Should both fail, the page stays plain
    // HTML, whose links and forms work without the app.
    const twice = <T>(load: () => Promise<T>) => load().catch(load);
    // One task per chunk: run as one module graph, the app's code was one long task (decision 030).
    for (const chunk of pageChunks()) {
      await twice(() => import(/* @vite-ignore */ chunk));
      await nextTask();
    }
    const { prepareHydration } = await twice(() => import('./main.tsx'));
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
  // A part of the page that only works with the app (the contact form) also starts it when in view.
  const inView = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    inView.disconnect();
    start();
  });
  document.querySelectorAll('[data-hydrate-on-view]').forEach((element) => inView.observe(element));
  afterLargestPaint(start);
  // After the start listeners: holding a click stops it from reaching any later listener.
  const held = heldInteractions(root);
} else {
  void import('./main.tsx').then(({ renderApp }) => renderApp(root));
}
