import { Link } from 'react-router';
import { DocumentTitle } from './document-title.tsx';

/** The 404 page's content: the router's catch-all shows it, and so does a page whose record does not exist. */
export function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-16 text-center">
      <DocumentTitle title="Page not found" />
      <img
        src="/images/not-found.svg"
        alt="404 page not found: a bicycle with a flat tyre"
        width={480}
        height={320}
        className="h-auto w-full max-w-md"
      />
      <h1 className="text-4xl font-bold">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link to="/" className="btn btn-primary">
        Back to the home page
      </Link>
    </div>
  );
}
