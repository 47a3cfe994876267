import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

type Settings = Record<string, string | undefined>;

/**
 * The settings the API server runs with: the environment over the project's `.env`, as the npm
 * scripts that start it read them (a variable set in the environment wins, even when empty).
 */
export function serverSettings(projectRoot: string, env: Settings = process.env): Settings {
  const file = join(projectRoot, '.env');
  return { ...(existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {}), ...env };
}

const anyAddress = new Set(['0.0.0.0', '::']);

/** Where Vite's dev server sends `/api`: the API server on its HOST and PORT (blank = the default). */
export function apiProxyTarget(settings: Settings): string {
  const listen = settings.HOST?.trim() || '127.0.0.1';
  const host = anyAddress.has(listen) ? '127.0.0.1' : listen;
  return `http://${host.includes(':') ? `[${host}]` : host}:${settings.PORT?.trim() || 3000}`;
}
