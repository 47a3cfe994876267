import { useEffect, useRef } from 'react';
import { QueryError } from '../../../../components/query-error.tsx';
import { useOutboxMail } from '../api/get-outbox.ts';
import { MailState } from './mail-state.tsx';

/**
 * Links in the message open in a new tab: the frame is sandboxed (no scripts, no access to this
 * page), and popups may leave the sandbox so the shop's pages work normally there.
 */
const openLinksInNewTab = (html: string) =>
  html.includes('<head>')
    ? html.replace('<head>', '<head><base target="_blank">')
    : `<base target="_blank">${html}`;

/** One e-mail as its recipient sees it. */
export function MailView({ id }: { id: string }) {
  const mail = useOutboxMail(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = mail.isSuccess;
  // Opening a message from the table takes the reader (and a screen reader) to it.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  if (mail.isPending)
    return (
      <span className="loading loading-spinner loading-lg" role="status" aria-label="Loading the e-mail" />
    );
  if (mail.isError)
    return (
      <QueryError
        title="We could not load this e-mail."
        error={mail.error}
        onRetry={() => void mail.refetch()}
      />
    );
  const { subject, recipient } = mail.data;
  return (
    <article aria-labelledby="open-mail-subject" className="card card-border bg-base-100 p-4 shadow-sm">
      <h2 id="open-mail-subject" ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {subject}
      </h2>
      <dl className="my-2 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
        <dt className="font-semibold">To</dt>
        <dd className="break-words">{recipient}</dd>
        <dt className="font-semibold">State</dt>
        <dd>
          <MailState mail={mail.data} />
        </dd>
      </dl>
      <iframe
        title={`E-mail: ${subject}`}
        srcDoc={openLinksInNewTab(mail.data.htmlBody)}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        className="h-[28rem] w-full rounded-box border border-base-300 bg-white"
      />
    </article>
  );
}
