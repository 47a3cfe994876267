import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Smaller files gain a few bytes from compression, less than its headers cost. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^assets\/.+\.(?:js|css|svg)$/;

/**
 * Writes `file.br` (Brotli at quality 11) and `file.gz` (gzip at level 9) beside each of the build's
 * scripts and styles of at least 1 KB in `outDir`, for the server to send as they are (its
 * `preCompressed` option). Compressing once at the highest levels saves what compressing every
 * response at the levels a server can afford cannot: about 14% of the app's bytes (decision 004).
 */
export async function precompressAssets(outDir: string, built: string[]) {
  const files = built.filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(join(outDir, file));
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([
        writeFile(join(outDir, `${file}.br`), br),
        writeFile(join(outDir, `${file}.gz`), gz),
      ]);
    }),
  );
}

/** The build's scripts and styles, compressed once beside themselves (precompressAssets). */
export function precompressedAssets(): Plugin {
  return {
    name: 'crankworks:precompressed-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (options.dir) await precompressAssets(options.dir, Object.keys(bundle));
    },
  };
}
