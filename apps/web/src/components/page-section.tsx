import { Suspense, useId, type ReactNode } from 'react';

interface PageSectionProps {
  title: string;
  /** A short line under the heading. */
  intro?: string;
  /** The anchor other links jump to, e.g. "parts" for "#parts". */
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A titled region of a page: an h2 that names the landmark for screen-reader navigation. Its content
 * is a Suspense boundary, so that a server-rendered page hydrates section by section in small tasks
 * (boot.ts) rather than in one long one.
 */
export function PageSection({ title, intro, id, className = '', children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 px-4 py-12 ${className}`}>
      <div className="mx-auto max-w-6xl">
        <h2 id={headingId} className="text-3xl font-bold">
          {title}
        </h2>
        {intro && <p className="mt-2 text-base-content/80">{intro}</p>}
        <div className="mt-8">
          <Suspense>{children}</Suspense>
        </div>
      </div>
    </section>
  );
}
