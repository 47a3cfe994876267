// `npm start`: build the web app when its sources changed since the last build, then run the server
// (which migrates and seeds the database) in this same process, so signals reach it directly.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

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

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (Math.max(...webSources.filter(existsSync).map(newestChange)) > builtAt) {
  console.log('Building the web app…');
  execSync('npm run build -w @crankworks/web', { stdio: 'inherit' });
}

register();
await import('../apps/server/src/main.ts');
