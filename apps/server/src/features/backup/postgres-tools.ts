import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PostgresToolError } from './errors.ts';

/**
 * pg_dump and pg_restore: from PG_BIN, else Debian's newest /usr/lib/postgresql/<version>/bin
 * (pg_dump must be at least as new as the server), else the PATH.
 */
function toolPath(tool: 'pg_dump' | 'pg_restore') {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, tool);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(root, version, 'bin', tool)).find((path) => existsSync(path));
  return found ?? tool;
}

/**
 * libpq's connection for the tools, without the password on their command line (where `ps` shows
 * it): the URL without it, and the password in PGPASSWORD.
 */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.href, env: password ? { PGPASSWORD: password } : {} };
}

/** `host:port/database` for messages: never the user or password. */
export const describeDatabase = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
};

/** Runs pg_dump or pg_restore on the database at `url`; throws with the tool's own error lines. */
export function runPostgresTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]) {
  const { dbname, env } = connection(url);
  const path = toolPath(tool);
  return new Promise<void>((resolve, reject) => {
    const child = spawn(path, [`--dbname=${dbname}`, '--no-password', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new PostgresToolError(
          error.code === 'ENOENT'
            ? `${tool} was not found (looked in PG_BIN, /usr/lib/postgresql/*/bin and the PATH): install PostgreSQL's client tools, e.g. apt-get install postgresql-client-15.`
            : `${tool} could not run (${error.code ?? error.message}).`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const detail = errors.trim().split('\n').slice(-3).join(' ');
      reject(
        new PostgresToolError(`${tool} failed on ${describeDatabase(url)}: ${detail || `exit code ${code}`}`),
      );
    });
  });
}
