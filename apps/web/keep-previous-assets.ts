import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where a build notes its own asset files, for the next build to keep (beside Vite's manifest). */
const NOTE = join('.vite', 'assets-of-last-build.json');

/**
 * Leaves in `outDir/assets` the files of this build (`built`, paths within outDir) and of the build
 * before it, and removes older ones (with their source maps and compressed copies). Returns what it
 * removed.
 */
export function pruneAssets(outDir: string, built: string[]): string[] {
  const assets = join(outDir, 'assets');
  const current = built
    .filter((file) => file.startsWith('assets/'))
    .map((file) => file.slice('assets/'.length));
  const note = join(outDir, NOTE);
  const previous: string[] = existsSync(note) ? (JSON.parse(readFileSync(note, 'utf8')) as string[]) : [];
  const kept = new Set([...current, ...previous]);
  const removed = existsSync(assets)
    ? readdirSync(assets).filter((file) => !kept.has(file.replace(/\.(?:map|br|gz)$/, '')))
    : [];
  for (const file of removed) rmSync(join(assets, file));
  writeFileSync(note, JSON.stringify(current));
  return removed;
}

/**
 * A build leaves the previous build's hashed files in place: during a rolling restart, a page that a
 * node of the previous build rendered still loads its chunks from a node of the new one, and a page
 * open in a browser across a deploy can still fetch the code of its next page (decision 030).
 * Builds older than that are removed, so dist does not grow without end.
 */
export function keepPreviousAssets(): Plugin {
  return {
    name: 'crankworks:keep-previous-assets',
    apply: 'build',
    config: () => ({ build: { emptyOutDir: false } }),
    writeBundle(options, bundle) {
      if (options.dir) pruneAssets(options.dir, Object.keys(bundle));
    },
  };
}
