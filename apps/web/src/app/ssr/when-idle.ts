/**
 * Runs `then` at the browser's next quiet moment, or after `timeout` ms if none comes; where the
 * browser has no idle callbacks (Safari), after the current task. For the boot script only: were an
 * app module to import it, the bundler would move it into the app's chunk, and the boot script would
 * then fetch the whole app at once.
 */
export function whenIdle(then: () => void, timeout: number) {
  if ('requestIdleCallback' in window) requestIdleCallback(then, { timeout });
  else setTimeout(then, 0);
}
