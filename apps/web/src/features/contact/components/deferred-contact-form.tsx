import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';

// The form brings react-hook-form and zod (~35 KB gzipped); most visitors never scroll this far.
const ContactForm = lazy(() =>
  import('./contact-form.tsx').then((module) => ({ default: module.ContactForm })),
);

function ContactFormPlaceholder() {
  return (
    <div role="status" className="card card-border mx-auto flex max-w-2xl flex-col gap-4 bg-base-100 p-6">
      <span className="sr-only">Loading the contact form…</span>
      <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
        <div className="skeleton h-16" />
        <div className="skeleton h-16" />
      </div>
      <div className="skeleton h-16" aria-hidden="true" />
      <div className="skeleton h-24" aria-hidden="true" />
      <div className="skeleton h-10 w-36" aria-hidden="true" />
    </div>
  );
}

/**
 * The contact form, loaded when the visitor scrolls near it (or jumps to #contact). On a page the
 * server rendered, coming into view also loads the app itself (`data-hydrate-on-view`, see boot.ts).
 */
export function DeferredContactForm() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} data-hydrate-on-view>
      {near ? (
        <Suspense fallback={<ContactFormPlaceholder />}>
          <ContactForm />
        </Suspense>
      ) : (
        <ContactFormPlaceholder />
      )}
    </div>
  );
}
