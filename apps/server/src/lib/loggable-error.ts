/** A PostgreSQL error (SQLSTATE code and the columns it names), as node-postgres and PGlite raise it. */
interface DatabaseFailure {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** An error's kind: its name, or its class where it keeps the generic name (Stripe's errors do). */
const kindOf = (error: Error) => (error.name === 'Error' ? error.constructor.name : error.name);

/** An error's cause, kept by the same rules: what went wrong beneath an answer in our words. */
const causeOf = (error: Error) => (error.cause instanceof Error ? { cause: loggableError(error.cause) } : {});

/**
 * What of an error may go into a log line. A failed query carries its parameters (names, e-mails,
 * addresses, client secrets) in Drizzle's message, and PostgreSQL's messages quote the input they
 * refused; for those only the kind of failure is kept: SQLSTATE, constraint, table, the SQL text with
 * its placeholders. Other errors keep their message and stack, and their cause.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const failure = (error.cause ?? error) as DatabaseFailure;
  const query = (error as { query?: unknown }).query;
  const fromDatabase = isSqlState(failure.code) || typeof query === 'string';
  if (!fromDatabase)
    return { type: kindOf(error), message: error.message, stack: error.stack, ...causeOf(error) };
  return {
    type: kindOf(error),
    code: failure.code,
    constraint: failure.constraint,
    table: failure.table,
    column: failure.column,
    routine: failure.routine,
    query: typeof query === 'string' ? query : undefined,
    // Only the frames: the lines before them repeat the message, parameters included.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

/**
 * Whether an error is a stream ended before its end because the client went away (a download
 * cancelled, a tab closed): end-of-stream's "premature close", or Node's own.
 */
export const endedByClient = (error: unknown) =>
  error instanceof Error && /^premature close$/i.test(error.message);

const EMAIL = /[^\s/?&=@]+@[^\s/?&=]+/g;

/**
 * Query parameters that say how a page or list was asked for (a page number, an order, an outcome
 * code), never what someone typed or was given: only their values are logged. Any other parameter,
 * a form field sent by a browser without the app, a search, a reset token or a cursor built from a
 * row, is logged by name alone.
 */
const LOGGED_VALUES = new Set([
  'page',
  'pageSize',
  'limit',
  'sort',
  'dir',
  'mode',
  'from',
  'done',
  'failed',
  'signedIn',
  'error',
]);

/** The text with every e-mail address in it masked, `%40` spellings included. */
export const maskEmails = (text: string) => text.replace(/%40/gi, '@').replace(EMAIL, '[email]');

function loggableParam(pair: string) {
  const equals = pair.indexOf('=');
  if (equals === -1) return maskEmails(pair);
  const name = pair.slice(0, equals);
  if (LOGGED_VALUES.has(name)) return maskEmails(pair);
  return `${maskEmails(name)}=[redacted]`;
}

/**
 * Path segments whose next segment is a secret: better-auth's reset link carries its token in the
 * path (`/api/auth/reset-password/<token>`), which works as a password for an hour.
 */
const SECRET_FOLLOWS = new Set(['reset-password']);

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A URL's path with e-mail addresses masked and the segment after a secret's name redacted, %-escaped or not. */
function loggablePath(path: string) {
  const segments = maskEmails(path).split('/');
  const secretAt = (index: number) => index > 0 && SECRET_FOLLOWS.has(decoded(segments[index - 1]!));
  return segments.map((segment, index) => (secretAt(index) ? '[redacted]' : segment)).join('/');
}

/** A request URL fit for a log line: e-mail addresses masked, no secret in the path, and only the values of known query parameters. */
export function loggableUrl(url: string) {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return loggablePath(url);
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map(loggableParam)
    .join('&');
  return `${loggablePath(url.slice(0, queryAt))}?${query}`;
}
