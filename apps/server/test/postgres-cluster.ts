import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** Debian's PostgreSQL server binaries, newest version first; null when none is installed. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions
    .map((version) => join(root, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'pg_ctl')));
  return found ?? null;
}

/**
 * A PostgreSQL server of a test's own on 127.0.0.1, which the test may stop and start at will (a
 * real outage, not a mock). As root, its commands run as the `postgres` user, as initdb requires.
 */
export class PostgresCluster {
  readonly folder = mkdtempSync(join(tmpdir(), 'crankworks-pg-'));
  private readonly data = join(this.folder, 'data');

  constructor(
    private readonly bin: string,
    readonly port: number,
  ) {
    if (userInfo().uid === 0) chownSync(this.folder, ...this.postgresIds());
    this.run('initdb', ['-D', this.data, '-U', 'postgres', '--auth=trust']);
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  start() {
    this.run('pg_ctl', [
      '-D',
      this.data,
      '-w',
      '-l',
      join(this.folder, 'log'),
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${this.port} -k ${this.folder}`,
      'start',
    ]);
  }

  /** `fast`: what a restart or an operator's stop does to clients (their sessions end with 57P01). */
  stop() {
    this.run('pg_ctl', ['-D', this.data, '-w', '-m', 'fast', 'stop']);
  }

  destroy() {
    try {
      this.stop();
    } catch {
      // Already stopped.
    }
    rmSync(this.folder, { recursive: true, force: true });
  }

  private postgresIds(): [number, number] {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    return [id('-u'), id('-g')];
  }

  private run(command: string, args: string[]) {
    const path = join(this.bin, command);
    const [file, ...rest] =
      userInfo().uid === 0 ? ['runuser', '-u', 'postgres', '--', path, ...args] : [path, ...args];
    execFileSync(file!, rest, { stdio: 'ignore', timeout: 60_000 });
  }
}
