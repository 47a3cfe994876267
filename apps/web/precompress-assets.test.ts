// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompressAssets } from './precompress-assets.ts';

let outDir: string | undefined;
afterEach(() => outDir && rmSync(outDir, { recursive: true, force: true }));

it('writes a Brotli and a gzip copy beside each script and style of 1 KB or more', async () => {
  outDir = mkdtempSync(join(tmpdir(), 'crankworks-precompress-'));
  mkdirSync(join(outDir, 'assets'));
  const script = 'export const parts = ["crankset", "chain", "cassette"];\n'.repeat(40);
  const files = {
    'assets/app-1.js': script,
    'assets/index-1.css': 'main { color: #222; }\n'.repeat(60),
    'assets/tiny-1.js': 'export {};',
    'assets/app-1.js.map': script,
    'index.html': '<!doctype html>'.repeat(100),
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(outDir, file), text);

  await precompressAssets(outDir, Object.keys(files));

  expect(readdirSync(join(outDir, 'assets')).sort()).toEqual([
    'app-1.js',
    'app-1.js.br',
    'app-1.js.gz',
    'app-1.js.map',
    'index-1.css',
    'index-1.css.br',
    'index-1.css.gz',
    'tiny-1.js',
  ]);
  const br = readFileSync(join(outDir, 'assets', 'app-1.js.br'));
  expect(brotliDecompressSync(br).toString()).toBe(script);
  expect(gunzipSync(readFileSync(join(outDir, 'assets', 'app-1.js.gz'))).toString()).toBe(script);
  expect(br.length).toBeLessThan(script.length / 10);
});
