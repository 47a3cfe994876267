/**
 * The browser's entry point. A page the server rendered works without script: its links are real
 * links and its forms post to the server. The app itself (React's API on Preact, the router and the
 * page's code, about 66 KB as sent on the home page) is fetched once the first screen has painted
 * and runs at the next quiet moment, or at once when the visitor starts interacting, a chunk a task;
 * it then takes the page over in place (decisions 030 and 071). What a visitor typed meanwhile is
 * kept, and a click on a control that needs the app is carried out once it is there. A tap that
 * leaves the page (a link, a form's post) neither starts the app nor lets it run on meanwhile: the
 * browser loads the next page. Pages the server did not render (the dashboard) start the app at once.
 */
import './index.css';
import { PAGE_CHUNKS_ID, PAGE_STATE_ID } from './app/ssr/page-ids.ts';
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
 * The chunks of this page's code, dependencies first, and those of the pages its main actions lead
 * to (a signed-in customer's Buy Now), as the server listed them.
 */
const chunks: { page: string[]; next: string[] } = JSON.parse(
  document.getElementById(PAGE_CHUNKS_ID)?.textContent ?? '{"page":[],"next":[]}',
);

let preloaded = false;

/** Asks for the app's chunks, the page's first, once; `hydrate` runs them. */
function preloadChunks() {
  if (preloaded) return;
  preloaded = true;
  for (const href of [...chunks.page, ...chunks.next]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
}

const supports = (type: string) => PerformanceObserver.supportedEntryTypes?.includes(type) ?? false;

/**
 * Resolves with the first thing `pick` finds in the paints of `type` the browser reports, those
 * already reported included: its entries come once the frame is on screen.
 */
const observed = <T>(
  type: 'paint' | 'largest-contentful-paint',
  pick: (entries: PerformanceEntryList) => T | undefined,
) =>
  new Promise<T>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const found = pick(list.getEntries());
      if (found === undefined) return;
      observer.disconnect();
      resolve(found);
    });
    observer.observe({ type, buffered: true });
  });

const pageLoaded = () =>
  new Promise((resolve) =>
    document.readyState === 'complete'
      ? resolve(undefined)
      : addEventListener('load', resolve, { once: true }),
  );

const loaded = (image: HTMLImageElement) =>
  new Promise((resolve) => {
    if (image.complete) return resolve(undefined);
    image.addEventListener('load', resolve, { once: true });
    image.addEventListener('error', resolve, { once: true });
  });

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The size of the largest element painted so far, as the browser reports it; 0 if it reports none in time. */
const largestPainted = () =>
  Promise.race([
    observed(
      'largest-contentful-paint',
      (entries) => (entries.at(-1) as LargestContentfulPaint | undefined)?.size,
    ),
    delay(100).then(() => 0),
  ]);

/** How much of `element` is on the first screen, in CSS pixels. */
function areaInView(element: Element) {
  const box = element.getBoundingClientRect();
  const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
  const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
  return Math.max(width, 0) * Math.max(height, 0);
}

/**
 * Resolves once the first screen is on screen, its largest element included: that paint needs none
 * of the app's chunks, and Lighthouse's simulation counts every script that arrived before the
 * largest paint against it (decision 030). Where the browser reports no paints, at the load event.
 */
async function firstScreenPainted() {
  await (supports('paint')
    ? observed('paint', (entries) => entries.find((entry) => entry.name === 'first-contentful-paint'))
    : pageLoaded());
  if (!supports('largest-contentful-paint')) return;
  // A picture larger than what has painted may yet be painted as the largest element (the hero).
  const largest = await largestPainted();
  const larger = [...document.images].filter((image) => areaInView(image) > largest);
  if (larger.length === 0) return;
  const isLarger = (entry: PerformanceEntry) =>
    larger.includes((entry as LargestContentfulPaint).element as HTMLImageElement);
  await Promise.race([
    observed('largest-contentful-paint', (entries) => entries.find(isLarger)),
    // One that fails, or shows less than its box (a small picture in a large frame), is never reported.
    Promise.all(larger.map(loaded)).then(() => delay(100)),
  ]);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** How long the app's loading waits once the page is being left, should the page still be there. */
const LEAVING_PAUSE_MS = 3000;
let leavingSince = -Infinity;

/**
 * A link followed or a form posted: the browser leaves for the next page, which the plain HTML does
 * without the app. A link opened elsewhere (a new tab, a download) leaves nothing.
 */
function leavesThePage(event: Event) {
  if (event.type === 'submit') return true;
  if (!['pointerdown', 'touchstart', 'click'].includes(event.type)) return false;
  if (
    event instanceof MouseEvent &&
    (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  )
    return false;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || link.hasAttribute('download') || !['', '_self'].includes(link.getAttribute('target') ?? ''))
    return false;
  // A link to a place in this page (`#contact`) only scrolls.
  const to = new URL(link.href);
  return !(
    to.hash &&
    to.origin === location.origin &&
    to.pathname === location.pathname &&
    to.search === location.search
  );
}

/**
 * Resolves at once, unless the visitor is leaving the page: its code still to run here would only
 * stand between the tap and the next page (on a slow phone a chunk runs for a few hundred ms). Then
 * it waits, and the app goes on loading only should the page still be here (a navigation that failed).
 */
function unlessLeaving(): Promise<void> {
  const wait = leavingSince + LEAVING_PAUSE_MS - performance.now();
  return wait > 0
    ? new Promise((resolve) => setTimeout(resolve, wait)).then(unlessLeaving)
    : Promise.resolve();
}

async function hydrate(root: HTMLElement, pageState: string, held: ReturnType<typeof heldInteractions>) {
  // Already on their way, unless the visitor started the app before the first screen had painted.
  preloadChunks();
  try {
    // A flaky link loses a script now and then: each is fetched up to twice more, as the first try may
    // be its preload, still on its way when the app starts. Should all fail, the page stays plain
    // HTML, whose links and forms work without the app.
    const retried = <T>(load: () => Promise<T>) => load().catch(load).catch(load);
    // One task per chunk: run as one module graph, the app's code was one long task (decision 030).
    for (const chunk of chunks.page) {
      await unlessLeaving();
      await retried(() => import(/* @vite-ignore */ chunk));
      await nextTask();
    }
    await unlessLeaving();
    const { prepareHydration } = await retried(() => import('./main.tsx'));
    await unlessLeaving();
    const takeOver = await prepareHydration(root, pageState);
    await unlessLeaving();
    held.release(takeOver);
    root.dataset.hydrated = 'true';
  } catch (error) {
    held.abandon();
    throw error;
  }
}

if (pageState) {
  let started = false;
  const start = (event?: Event) => {
    // A tap that leaves the page needs no app: loading it would only compete with the next page.
    if (started || (event && leavesThePage(event))) return;
    started = true;
    for (const name of START_EVENTS) removeEventListener(name, start, { capture: true });
    void hydrate(root, pageState, held);
  };
  for (const name of START_EVENTS) addEventListener(name, start, { capture: true, passive: true });
  // After every listener of the page, so that a click or submit the page handled itself is known.
  for (const name of ['click', 'submit'])
    addEventListener(name, (event) => {
      if (!event.defaultPrevented && !root.dataset.hydrated && leavesThePage(event))
        leavingSince = performance.now();
    });
  // A part of the page that only works with the app (the contact form) also starts it when in view.
  const inView = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    inView.disconnect();
    start();
  });
  document.querySelectorAll('[data-hydrate-on-view]').forEach((element) => inView.observe(element));
  // Once the first screen has painted, the app's chunks are fetched, and it runs at a quiet moment:
  // it then takes no time from what the visitor sees first.
  void firstScreenPainted().then(() => {
    preloadChunks();
    whenIdle(() => start(), 500);
  });
  // After the start listeners: holding a click stops it from reaching any later listener.
  const held = heldInteractions(root);
} else {
  void import('./main.tsx').then(({ renderApp }) => renderApp(root));
}
