/** A PostgreSQL error (SQLSTATE code and the columns it names), as node-postgres and PGlite raise it. */
interface DatabaseFailure {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/**
 * What of an error may go into a log line. A failed query carries its parameters (names, e-mails,
 * addresses, client secrets) in Drizzle's message, and PostgreSQL's messages quote the input they
 * refused; for those only the kind of failure is kept: SQLSTATE, constraint, table, the SQL text with
 * its placeholders. Other errors keep their message and stack.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const failure = (error.cause ?? error) as DatabaseFailure;
  const query = (error as { query?: unknown }).query;
  const fromDatabase = isSqlState(failure.code) || typeof query === 'string';
  if (!fromDatabase) return { type: error.name, message: error.message, stack: error.stack };
  return {
    type: error.name,
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

const EMAIL = /[^\s/?&=@]+@[^\s/?&=]+/g;

/** A request URL fit for a log line: e-mail addresses in paths and queries are masked. */
export const loggableUrl = (url: string) => url.replace(EMAIL, '[email]').replace(/%40/gi, '[at]');
