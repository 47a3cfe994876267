import type { outbox } from '../../db/schema/index.ts';

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

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

function textBody({ greeting, paragraphs, details = [], action, footnote }: MailContent) {
  const lines = [greeting, '', ...paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (details.length) lines.push(...details.map(([label, value]) => `${label}: ${value}`), '');
  lines.push(`${action.label}: ${action.href}`, '');
  if (footnote) lines.push(footnote, '');
  lines.push('Crankworks');
  return lines.join('\n');
}

/** Plain HTML with inline styles (mail clients drop style sheets), dark text on white for contrast. */
function htmlBody({ subject, greeting, paragraphs, details = [], action, footnote }: MailContent) {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const table = details.length
    ? `<table style="border-collapse:collapse;margin:0 0 16px">${details
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#1f2937;font:16px/1.5 system-ui,sans-serif">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(greeting)}</h1>
${paragraphs.map(paragraph).join('\n')}
${table}
<p style="margin:0 0 16px"><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px">Or open this address: <a href="${escapeHtml(action.href)}" style="color:#1d4ed8">${escapeHtml(action.href)}</a></p>
${footnote ? `<p style="margin:0 0 16px;font-size:14px">${escapeHtml(footnote)}</p>` : ''}
<p style="margin:0">Crankworks</p>
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
