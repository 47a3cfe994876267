import type { OutboxMailSummary } from '@crankworks/contract';
import { formatDateTime } from '../../../../lib/format.ts';

const attemptsText = (attempts: number) => `${attempts} attempt${attempts === 1 ? '' : 's'}`;

/** Where an e-mail stands, in words: sent when, waiting, kept, or failed with the server's error. */
export function MailState({ mail }: { mail: OutboxMailSummary }) {
  switch (mail.state) {
    case 'sent':
      return <span>Sent {mail.sentAt && formatDateTime(mail.sentAt)}</span>;
    case 'waiting':
      return <span>Waiting to be sent</span>;
    case 'kept':
      return <span>Kept here: no mail server is set up</span>;
    case 'failed':
      return (
        <span className="text-error">
          Failed after {attemptsText(mail.attempts)}: {mail.lastError}.{' '}
          {mail.nextAttemptAt ? `Next try ${formatDateTime(mail.nextAttemptAt)}.` : 'Given up.'}
        </span>
      );
  }
}
