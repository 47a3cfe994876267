import { formFailureText, messages, type ContactMessageInput } from '@crankworks/contract';
import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { contactLabels, PlainContactForm, type ContactField } from './contact-form-layout.tsx';

const contactForm = () => document.querySelector<HTMLFormElement>('form[action="/contact"]');

/** What the visitor typed into the plain form, read as the enhanced one takes its place. */
function typedIntoPlainForm(): Partial<ContactMessageInput> {
  const form = contactForm();
  if (!form) return {};
  const data = new FormData(form);
  const typed = (Object.keys(contactLabels) as ContactField[]).map((field) => [field, data.get(field)]);
  return Object.fromEntries(typed.filter(([, value]) => typeof value === 'string' && value !== ''));
}

interface Caret {
  name: string;
  start: number | null;
  end: number | null;
}

/** Where the caret is, if it is in one of the contact form's fields. */
function caretInForm(): Caret | null {
  const field = document.activeElement;
  const inForm =
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
    contactForm()?.contains(field);
  return inForm ? { name: field.name, start: field.selectionStart, end: field.selectionEnd } : null;
}

/** Puts the caret back into the form's field of the same name. */
function putCaretBack(caret: Caret) {
  const same = contactForm()?.elements.namedItem(caret.name);
  if (!(same instanceof HTMLInputElement || same instanceof HTMLTextAreaElement)) return;
  if (document.activeElement !== same) same.focus();
  if (caret.start !== null) same.setSelectionRange(caret.start, caret.end);
}

interface EnhancedForm {
  Form: ComponentType<{ typed?: Partial<ContactMessageInput> }>;
  typed: Partial<ContactMessageInput>;
  caret: Caret | null;
}

/**
 * The enhanced form (react-hook-form and zod, ~35 KB gzipped; most visitors never scroll this far),
 * once the visitor is near it. It replaces the plain form in the same task that reads what was typed
 * there, so not a keystroke falls between the two, and the caret stays where it was. If it cannot
 * load, the plain form stays: it works.
 */
function useEnhancedForm(near: boolean) {
  const [enhanced, setEnhanced] = useState<EnhancedForm | null>(null);
  useEffect(() => {
    if (!near) return;
    let mounted = true;
    import('./contact-form.tsx').then(
      ({ ContactForm }) => {
        if (!mounted) return;
        flushSync(() =>
          setEnhanced({ Form: ContactForm, typed: typedIntoPlainForm(), caret: caretInForm() }),
        );
      },
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [near]);
  // Once the enhanced form is in the page, whenever the renderer commits it.
  useLayoutEffect(() => {
    if (enhanced?.caret) putCaretBack(enhanced.caret);
  }, [enhanced]);
  return enhanced;
}

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
  const enhanced = useEnhancedForm(near);
  return (
    <div ref={ref} data-hydrate-on-view>
      <PostedOutcome />
      {enhanced ? <enhanced.Form typed={enhanced.typed} /> : <PlainContactForm />}
    </div>
  );
}
