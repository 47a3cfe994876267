import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  recipients: string[];
  subject: string;
  /** The message with quoted-printable soft breaks and escapes undone, enough to find a link in it. */
  body: string;
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A real SMTP server on 127.0.0.1 that keeps what it is sent (no TLS, no login), as a mail provider stand-in. */
export async function startSmtpStandIn(port: number) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          recipients: session.envelope.rcptTo.map((to) => to.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          body: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpStandIn = Awaited<ReturnType<typeof startSmtpStandIn>>;

/** Polls until `check` passes or `timeoutMs` runs out (the sender works in the background). */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5_000): Promise<T> {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
