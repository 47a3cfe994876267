import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { DocumentTitle } from '../components/document-title.tsx';

/** Chromium's, Firefox's and Safari's words for a module script that could not be fetched, and Vite's for its preloads. */
const FAILED_SCRIPT =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i;

const LOADED_AFRESH_KEY = 'crankworks.loadedAfresh';

/**
 * Loads `href` as a whole new page, once a minute at most: a page whose code keeps failing then shows
 * this error rather than reload in a loop.
 */
function loadAfreshOnce(href: string) {
  try {
    const last = JSON.parse(sessionStorage.getItem(LOADED_AFRESH_KEY) ?? 'null') as {
      href: string;
      at: number;
    } | null;
    if (last?.href === href && Date.now() - last.at < 60_000) return;
    sessionStorage.setItem(LOADED_AFRESH_KEY, JSON.stringify({ href, at: Date.now() }));
  } catch {
    return; // No storage to guard a loop with: the visitor reloads with the link below.
  }
  window.location.assign(href);
}

/**
 * Shown in place of the whole layout when a page crashes or its code cannot be loaded. Code that
 * failed to load twice (a flaky link, or a new release replaced the old script files while this page
 * was open) is fetched by loading the page afresh, which brings the current files; the message and
 * its reload link remain if that fails too.
 */
export function RouteError() {
  const { pathname, search } = useLocation();
  const error = useRouteError();
  const failedScript = error instanceof Error && FAILED_SCRIPT.test(error.message);
  useEffect(() => {
    if (failedScript) loadAfreshOnce(`${pathname}${search}`);
  }, [failedScript, pathname, search]);

  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-6 px-4 text-center">
      <DocumentTitle title="Something went wrong" />
      <h1 className="text-4xl font-bold">Something went wrong</h1>
      <p>Sorry, this page could not be shown. Reloading it usually helps.</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* A plain link, not a router Link: the browser loads the page afresh. */}
        <a href={`${pathname}${search}`} className="btn btn-primary">
          Reload the page
        </a>
        <a href="/" className="btn btn-outline">
          Go to the home page
        </a>
      </div>
    </main>
  );
}
