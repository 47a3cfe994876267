import { execFileSync } from 'node:child_process';
import { chownSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = userInfo().uid === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when we are root (PostgreSQL refuses root). */
export function pg(command: string, args: string[]) {
  const [file, fullArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(pgBin, command), ...args]]
    : [join(pgBin, command), args];
  execFileSync(file, fullArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A private PostgreSQL (Debian's binaries) in `folder`, on 127.0.0.1:port; returns its URL and a stop. */
export function startPrivatePostgres(folder: string, port: number) {
  const data = join(folder, 'pg');
  if (asRoot) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
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
