// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiProxyTarget, serverSettings } from './dev-proxy.ts';

let folder: string | undefined;
afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

function projectWithEnvFile(text: string) {
  folder = mkdtempSync(join(tmpdir(), 'crankworks-dev-proxy-'));
  writeFileSync(join(folder, '.env'), text);
  return folder;
}

describe("the web dev server's /api proxy", () => {
  it('goes to the PORT the API server listens on, 3000 when none is set', () => {
    expect(apiProxyTarget({ PORT: '4191' })).toBe('http://127.0.0.1:4191');
    expect(apiProxyTarget({})).toBe('http://127.0.0.1:3000');
    expect(apiProxyTarget({ PORT: '' })).toBe('http://127.0.0.1:3000');
  });

  it('follows HOST, and reaches a server listening on every address through loopback', () => {
    expect(apiProxyTarget({ HOST: '::1', PORT: '4191' })).toBe('http://[::1]:4191');
    expect(apiProxyTarget({ HOST: '0.0.0.0', PORT: '4191' })).toBe('http://127.0.0.1:4191');
  });

  it("reads PORT from the project's .env, and the environment wins over it as for the server", () => {
    const root = projectWithEnvFile('PORT=4192\nHOST=127.0.0.1\n');
    expect(apiProxyTarget(serverSettings(root, {}))).toBe('http://127.0.0.1:4192');
    expect(apiProxyTarget(serverSettings(root, { PORT: '4193' }))).toBe('http://127.0.0.1:4193');
    expect(apiProxyTarget(serverSettings(join(root, 'no-such-folder'), {}))).toBe('http://127.0.0.1:3000');
  });
});
