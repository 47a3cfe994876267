import { execFileSync } from 'node:child_process';
import { chownSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

export const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = userInfo().uid === 0;

/** A command line that runs `file` as the `postgres` user when we are root (PostgreSQL and pg_autoctl refuse root). */
export function asPostgres(file: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

/** Lets the `postgres` user write in `folder` when we are root. */
export function giveToPostgres(folder: string) {
  if (asRoot) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
}

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
export function pg(command: string, args: string[]) {
  const [file, fullArgs] = asPostgres(join(pgBin, command), args);
  execFileSync(file, fullArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A private PostgreSQL (Debian's binaries) in `folder`, on 127.0.0.1:port; returns its URL and a stop. */
export function startPrivatePostgres(folder: string, port: number) {
  const data = join(folder, 'pg');
  giveToPostgres(folder);
  pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust']);
  pg('pg_ctl', [
    '-D',
    data,
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder}`,
    '-l',
    join(folder, 'pg.log'),
    '-w',
    'start',
  ]);
  pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'crankworks']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/crankworks`,
    stop: () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
}
