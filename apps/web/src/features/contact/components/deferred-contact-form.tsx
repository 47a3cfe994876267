import { formFailureText, messages, type ContactMessageInput } from '@crankworks/contract';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { contactLabels, PlainContactForm, type ContactField } from './contact-form-layout.tsx';

/** What the visitor typed into the plain form, read as the enhanced one takes its place. */
function typedIntoPlainForm(): Partial<ContactMessageInput> {
  const form = document.querySelector<HTMLFormElement>('form[action="/contact"]');
  if (!form) return {};
  const data = new FormData(form);
  const typed = (Object.keys(contactLabels) as ContactField[]).map((field) => [field, data.get(field)]);
  return Object.fromEntries(typed.filter(([, value]) => typeof value === 'string' && value !== ''));
}

let typedBeforeLoad: Partial<ContactMessageInput> = {};

// The enhanced form brings react-hook-form and zod (~35 KB gzipped); most visitors never scroll this far.
const ContactForm = lazy(() =>
  import('./contact-form.tsx').then((module) => {
    typedBeforeLoad = typedIntoPlainForm();
    return { default: module.ContactForm };
  }),
);

/** How a form posted as plain HTML went (`?done=sent` or `?failed=…` from the server). */
function PostedOutcome() {
  const [params] = useSearchParams();
  if (params.get('done') === 'sent')
    return (
      <p role="status" className="alert alert-success alert-soft mx-auto mb-4 max-w-2xl">
        {messages.contactSent}
      </p>
    );
  const failure = formFailureText(params.get('failed'));
  if (!failure) return null;
  return (
    <p role="alert" className="text-error mx-auto mb-4 max-w-2xl">
      Your message was not sent: {failure}
    </p>
  );
}

/**
 * The contact form: plain HTML that posts to the server, until the visitor scrolls near it and the
 * enhanced form (live counts, messages under each field, a toast) loads and takes over what was
 * typed. On a page the server rendered, coming into view also loads the app itself
 * (`data-hydrate-on-view`, see boot.ts).
 */
export function DeferredContactForm() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} data-hydrate-on-view>
      <PostedOutcome />
      {near ? (
        <Suspense fallback={<PlainContactForm />}>
          <ContactForm typed={typedBeforeLoad} />
        </Suspense>
      ) : (
        <PlainContactForm />
      )}
    </div>
  );
}
