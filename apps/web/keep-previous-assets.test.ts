// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { pruneAssets } from './keep-previous-assets.ts';

let outDir: string | undefined;
afterEach(() => outDir && rmSync(outDir, { recursive: true, force: true }));

/** A build: its files written into outDir/assets (as Vite would, over what is there), then pruned. */
function build(into: string, files: string[]) {
  for (const file of files) writeFileSync(join(into, file), '');
  return pruneAssets(into, [...files, 'index.html', '.vite/manifest.json']);
}

it('keeps the files of the build before the last one, and removes older ones with their maps and compressed copies', () => {
  outDir = mkdtempSync(join(tmpdir(), 'crankworks-assets-'));
  mkdirSync(join(outDir, 'assets'));
  mkdirSync(join(outDir, '.vite'));

  expect(build(outDir, ['assets/app-1.js', 'assets/app-1.js.map', 'assets/home-1.js'])).toEqual([]);
  writeFileSync(join(outDir, 'assets', 'app-1.js.br'), '');
  expect(build(outDir, ['assets/app-2.js', 'assets/home-1.js'])).toEqual([]);
  expect(readdirSync(join(outDir, 'assets')).sort()).toEqual([
    'app-1.js',
    'app-1.js.br',
    'app-1.js.map',
    'app-2.js',
    'home-1.js',
  ]);
  // A third build: the first one's own files go, what the second still used stays.
  expect(build(outDir, ['assets/app-3.js', 'assets/home-1.js']).sort()).toEqual([
    'app-1.js',
    'app-1.js.br',
    'app-1.js.map',
  ]);
  expect(readdirSync(join(outDir, 'assets')).sort()).toEqual(['app-2.js', 'app-3.js', 'home-1.js']);
});
