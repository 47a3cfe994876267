import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';
import { pgBin } from './postgres.ts';

function writeConfig(folder: string, template: string, values: Record<string, string>) {
  let config = readFileSync(join(repoRoot, 'deploy', template), 'utf8');
  for (const [name, value] of Object.entries(values)) config = config.replace(`{{${name}}}`, value);
  const file = join(folder, template);
  writeFileSync(file, config);
  return file;
}

/** deploy/haproxy.cfg with the listen address and one `server` line per node. */
export function writeHaproxyConfig(folder: string, port: number, nodePorts: number[]) {
  const servers = nodePorts.map((nodePort, index) => `    server node${index + 1} 127.0.0.1:${nodePort}`);
  return writeConfig(folder, 'haproxy.cfg', { LISTEN: `127.0.0.1:${port}`, SERVERS: servers.join('\n') });
}

/** deploy/haproxy-postgres.cfg: a proxy on `port` to whichever PostgreSQL accepts writes. */
export function writePostgresProxyConfig(
  folder: string,
  port: number,
  servers: { name: string; port: number }[],
) {
  return writeConfig(folder, 'haproxy-postgres.cfg', {
    LISTEN: `127.0.0.1:${port}`,
    CHECK: join(repoRoot, 'deploy/pg-writable-check.sh'),
    PG_BIN: pgBin,
    SERVERS: servers.map((server) => `    server ${server.name} 127.0.0.1:${server.port}`).join('\n'),
  });
}

export function startHaproxy(configFile: string) {
  return spawn(process.env.HAPROXY_PATH ?? 'haproxy', ['-db', '-f', configFile], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
