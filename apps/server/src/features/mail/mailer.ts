import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Mail } from '../../lib/mail/compose-mail.ts';

/** A mail server the shop hands its messages to. */
export interface Mailer {
  /** Delivers one message (links already absolute); throws when the server cannot be reached or refuses it. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP_URL, from MAIL_FROM; null without SMTP_URL (mail then stays in the outbox).
 * The timeouts bound one attempt well inside a sender's claim on a message (`CLAIM_SECONDS`).
 */
export function createMailer(config: Config): Mailer | null {
  if (!config.SMTP_URL || !config.MAIL_FROM) return null;
  const transport = nodemailer.createTransport(
    { url: config.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from: config.MAIL_FROM },
  );
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
    },
    close: () => transport.close(),
  };
}
