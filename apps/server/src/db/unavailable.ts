/**
 * Failures that say "the database cannot serve us right now" rather than "this request is wrong":
 * a restart or outage (connections refused, dropped or timed out), an overloaded server, a statement
 * timeout, a full disk or a read-only database, or a transaction PostgreSQL ended for another's sake.
 * They become a 503 and never end the process.
 */
const UNAVAILABLE_CODES = new Set([
  // Connection exceptions and a server shutting down (57P01 admin_shutdown on restart).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  // Too many connections, statement timeout or cancel.
  '53300',
  '57014',
  // Node's socket errors.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** Writes refused for lack of room or permission: the disk is full or the data is read-only. */
const WRITE_REFUSED_CODES = new Set(['53100', '25006', 'ENOSPC', 'EROFS', 'EDQUOT']);

/**
 * Two transactions wanted the same rows in orders that cannot both go on (deadlock_detected,
 * serialization_failure): PostgreSQL ended this one, wrote none of it, and the same request sent
 * again succeeds.
 */
const CONTENDED_CODES = new Set(['40P01', '40001']);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

export type Unavailability = 'unavailable' | 'write-refused' | 'contended';

function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** Why the database could not serve a request, or null when the error is something else. */
export function databaseUnavailability(error: unknown): Unavailability | null {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (WRITE_REFUSED_CODES.has(code)) return 'write-refused';
    if (CONTENDED_CODES.has(code)) return 'contended';
    if (UNAVAILABLE_CODES.has(code)) return 'unavailable';
    const message = typeof cause.message === 'string' ? cause.message : '';
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return 'unavailable';
  }
  return null;
}
