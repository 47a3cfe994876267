/**
 * The unique index whose rule a failed statement broke (SQLSTATE 23505), or undefined: read off the
 * error PostgreSQL raised, whether Drizzle wrapped it (as its `cause`) or not.
 */
export function brokenUniqueIndex(error: unknown): string | undefined {
  const failure = ((error as { cause?: unknown })?.cause ?? error) as {
    code?: unknown;
    constraint?: unknown;
  };
  return failure?.code === '23505' ? String(failure.constraint) : undefined;
}
