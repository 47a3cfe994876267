import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

/** deploy/haproxy.cfg with the listen address and one `server` line per node. */
export function writeHaproxyConfig(folder: string, port: number, nodePorts: number[]) {
  const servers = nodePorts.map((nodePort, index) => `    server node${index + 1} 127.0.0.1:${nodePort}`);
  const config = readFileSync(join(repoRoot, 'deploy/haproxy.cfg'), 'utf8')
    .replace('{{LISTEN}}', `127.0.0.1:${port}`)
    .replace('{{SERVERS}}', servers.join('\n'));
  const file = join(folder, 'haproxy.cfg');
  writeFileSync(file, config);
  return file;
}

export function startHaproxy(configFile: string) {
  return spawn(process.env.HAPROXY_PATH ?? 'haproxy', ['-db', '-f', configFile], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
