import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Written last by `npm run build` (after the browser's bundle): its age is the build's.
const builtIndex = 'apps/web/dist/server/entry-server.js';
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/** Builds the web app the server serves at `/` when its sources changed since the last build. */
export function buildWebAppIfChanged() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  if (Math.max(...webSources.filter(existsSync).map(newestChange)) <= builtAt) return;
  console.log('Building the web app…');
  execSync('npm run build -w @crankworks/web', { stdio: 'inherit' });
}
