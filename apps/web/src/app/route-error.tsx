import { useLocation } from 'react-router';
import { DocumentTitle } from '../components/document-title.tsx';

/**
 * Shown in place of the whole layout when a page crashes or its code cannot be loaded (for example
 * after a new release replaced the old script files): reloading fetches the current ones.
 */
export function RouteError() {
  const { pathname, search } = useLocation();
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
