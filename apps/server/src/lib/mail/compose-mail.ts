import type { outbox } from '../../db/schema/index.ts';
import { escapeHtml } from './escape-html.ts';
import { SELLER_FOOTER, SHOP_NAME } from './shop-links.ts';

export type MailKind = (typeof outbox.$inferInsert)['kind'];

/** A message ready for the outbox. */
export interface Mail {
  kind: MailKind;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
}

export interface MailContent {
  kind: MailKind;
  recipient: string;
  subject: string;
  greeting: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** Label/value lines, e.g. the order's product and total. */
  details?: [string, string][];
  /** The one thing to do next: a button in HTML, a line with the address in text. */
  action: { label: string; href: string };
  /** A closing line under the action, e.g. what to do if the mail was not expected. */
  footnote?: string;
}

function textBody({ greeting, paragraphs, details = [], action, footnote }: MailContent) {
  const lines = [greeting, '', ...paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (details.length) lines.push(...details.map(([label, value]) => `${label}: ${value}`), '');
  lines.push(`${action.label}: ${action.href}`, '');
  if (footnote) lines.push(footnote, '');
  // The footer's mark fills with its own line break, or with nothing when there is no footer.
  lines.push(`${SHOP_NAME}${SELLER_FOOTER}`);
  return lines.join('\n');
}

/**
 * Plain semantic HTML without styles: every mail client shows it readably, and so does the outbox
 * page, whose Content-Security-Policy (inherited by the message's frame) allows no inline style.
 */
function htmlBody({ subject, greeting, paragraphs, details = [], action, footnote }: MailContent) {
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const table = details.length
    ? `<table>${details
        .map(
          ([label, value]) =>
            `<tr><th scope="row" align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const href = escapeHtml(action.href);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
<h1>${escapeHtml(greeting)}</h1>
${paragraphs.map(paragraph).join('\n')}
${table}
<p><a href="${href}"><strong>${escapeHtml(action.label)}</strong></a></p>
<p>Or open this address: ${href}</p>
${footnote ? paragraph(footnote) : ''}
<p>${SHOP_NAME}</p>
${SELLER_FOOTER}
</body>
</html>`;
}

/** The same message as plain text and as simple HTML. */
export function composeMail(content: MailContent): Mail {
  return {
    kind: content.kind,
    recipient: content.recipient,
    subject: content.subject,
    textBody: textBody(content),
    htmlBody: htmlBody(content),
  };
}
