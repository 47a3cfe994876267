import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { startCluster } from '../../scripts/cluster/cluster.ts';
import { freePort } from '../../scripts/free-port.ts';
import { hydrated } from '../fixtures.ts';

const webDir = resolve(import.meta.dirname, '../../apps/web');
const BLOGS_PAGE = 'src/features/blogs/routes/blogs-page.tsx';

/**
 * Builds the web app into `outDir` as a deploy would, in place; BUILD_ID makes each build's files its
 * own. `--emptyOutDir` as for apps/web/dist, which Vite empties by default (not a folder outside the
 * project): only the build's own plugin keeps the previous files.
 */
function build(outDir: string, id: string) {
  const env = { ...process.env, BUILD_ID: id };
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webDir,
    env,
    stdio: 'ignore',
  });
  execFileSync(
    'npx',
    ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', join(outDir, 'server')],
    {
      cwd: webDir,
      env,
      stdio: 'ignore',
    },
  );
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  return { blogsPage: manifest[BLOGS_PAGE]!.file };
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** HAProxy checks every 500 ms and needs two good answers to send traffic to a node again. */
const HAPROXY_RISE_MS = 1_500;

test('a page open across a rolling restart onto a new build still loads the code of its next page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dist = mkdtempSync(join(tmpdir(), 'crankworks-deploy-'));
  const before = build(dist, 'before');
  const cluster = await startCluster({
    nodes: 2,
    port: await freePort(),
    env: { NODE_ENV: 'test', DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: undefined, WEB_DIST_DIR: dist },
  });
  try {
    const documents: string[] = [];
    const chunks = new Map<string, number>();
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    page.on('response', (response) => chunks.set(new URL(response.url()).pathname, response.status()));
    await page.goto(`${cluster.url}/login`);
    await hydrated(page);

    const after = build(dist, 'after');
    expect(after.blogsPage, 'the new build has files of its own').not.toBe(before.blogsPage);
    for (const node of cluster.nodes) {
      expect(await node.stop(), `${node.name} exit code`).toBe(0);
      await node.start();
      await pause(HAPROXY_RISE_MS);
    }

    // The page, rendered by the old build, asks the new nodes for the old build's code of the next page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    expect(chunks.get(`/${before.blogsPage}`)).toBe(200);
    expect(documents).toEqual(['/login']);
  } finally {
    await cluster.stop();
    rmSync(dist, { recursive: true, force: true });
  }
});
