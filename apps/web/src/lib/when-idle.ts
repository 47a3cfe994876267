/**
 * Runs `then` when the browser has a quiet moment (within `timeout` ms at the latest), and returns
 * what cancels it. Safari has no requestIdleCallback: there, the next task. The boot script keeps a
 * copy of its own: it must not share a module with the app, which would load the app along with it.
 */
export function whenIdle(then: () => void, timeout = 500): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(then, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(then, 0);
  return () => clearTimeout(handle);
}
