import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { startBackgroundLoop, runWhileUp } from '../../lib/background-loop.ts';
import { loggableError } from '../../lib/loggable-error.ts';
import type { Mailer } from './mailer.ts';
import { shopDetailsNow } from './shop-now.ts';
import { claimNextMail, recordFailure, recordSent } from './send-queue.ts';
import { filledMail, shopDetailsOf, type ShopDetails } from '../../lib/mail/shop-links.ts';

export interface MailSenderOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  shop: ShopDetails;
  /** When given, the seller's footer is read with each mail, as Settings has it then. */
  shopNow?: () => Promise<ShopDetails>;
  pollMs: number;
  retryBaseMs: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sends one due message, if there is one. Returns whether there was. */
async function sendNext({ db, mailer, log, shop, shopNow, retryBaseMs }: MailSenderOptions) {
  const row = await claimNextMail(db);
  if (!row) return false;
  try {
    await mailer.send(filledMail(row, shopNow ? await shopNow() : shop));
  } catch (error) {
    log.warn({ mail: row.id, attempts: row.attempts, err: loggableError(error) }, 'sending an e-mail failed');
    await recordFailure(db, row, errorText(error), retryBaseMs);
    return true;
  }
  await recordSent(db, row);
  return true;
}

/**
 * The background loop: sends every due message, then looks again after `pollMs`. Errors (the mail
 * server or the database being away) are logged and the loop goes on. `stop` waits for the message
 * being sent.
 */
export function startMailSender(options: MailSenderOptions) {
  const stop = startBackgroundLoop({
    step: () => sendNext(options),
    pollMs: options.pollMs,
    log: options.log,
    failure: 'the mail sender could not read the outbox',
  });
  return async () => {
    await stop();
    options.mailer.close();
  };
}

/** Part of buildApp: with a mail server, the sender runs while the app is up and stops on close. */
export function runMailSender(app: FastifyInstance) {
  const { mailer, config, database } = app.deps;
  if (!mailer) return;
  runWhileUp(app, () =>
    startMailSender({
      db: database.db,
      mailer,
      log: app.log,
      shop: shopDetailsOf(config),
      shopNow: () => shopDetailsNow(database.db, config),
      pollMs: config.MAIL_POLL_MS,
      retryBaseMs: config.MAIL_RETRY_BASE_MS,
    }),
  );
}
