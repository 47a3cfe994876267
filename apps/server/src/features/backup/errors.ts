// The problems an operator can act on: the commands print their message alone and exit 1.

/** A wrong argument, or nothing to back up. */
export class CommandError extends Error {}

/** A problem with the backup file itself: it is refused before anything is touched. */
export class BadBackupError extends Error {}

/** The target is not empty and --force was not given, or the backup's schema is newer: nothing was changed. */
export class RestoreRefusedError extends Error {}

/** PostgreSQL cannot be reached, or pg_dump/pg_restore are missing or failed. */
export class PostgresToolError extends Error {}
