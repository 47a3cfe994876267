import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the web app's server entry (apps/web/src/entry-server.tsx, built to dist/server) answers. */
type RenderResult =
  | { status: 200 | 404; head: string; body: string; state: string; modules: string[] }
  | { redirect: string }
  | null;

interface ServerEntry {
  renderPage(url: string, api: typeof fetch): Promise<RenderResult>;
}

/** A rendered page, a redirect (a visitor on a signed-in page), or null: the browser renders this one. */
export type PageAnswer = { status: 200 | 404; html: string } | { redirect: string } | null;

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<PageAnswer>;

/** index.html's own title and description: a rendered page brings its own. */
const DEFAULT_HEAD_TAGS = /<title>[^<]*<\/title>\s*|<meta name="description"[^>]*>\s*/g;

/** Vite's build manifest (dist/.vite/manifest.json): each source module's chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The chunks of a page's source modules and everything they import, minus what index.html already
 * loads (the small boot script), each after the chunks it imports. The page's head asks for them at
 * low priority: the browser fetches what the first paint needs first, and the app is there soon
 * after; the boot script then runs them one task each, in this order (decision 030). The build does
 * not change while the server runs, so each page's list is worked out once.
 */
export function pageChunks(manifest: Manifest): (modules: string[]) => string[] {
  const reach = (keys: string[], seen = new Set<string>()) => {
    const ordered: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      chunk.imports?.forEach(visit);
      ordered.push(key);
    };
    keys.forEach(visit);
    return ordered;
  };
  const entryChunks = reach(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const known = new Map<string, string[]>();
  return (modules) => {
    const id = modules.join('\n');
    let chunks = known.get(id);
    if (!chunks) {
      chunks = reach(modules, new Set(entryChunks)).map((key) => manifest[key]!.file);
      known.set(id, chunks);
    }
    return chunks;
  };
}

/**
 * The built index.html with a rendered page in it; Vite's hashed script and style links stay as
 * built. The page's data goes in a JSON script element, which never runs.
 */
export function fillTemplate(
  template: string,
  page: { head: string; body: string; state: string },
  chunks: string[] = [],
) {
  const preloads = chunks
    .map((file) => `<link rel="modulepreload" href="/${file}" crossorigin fetchpriority="low">`)
    .join('');
  // Replaced by functions: in a replacement string `$&` or `$'` (a review's text may hold them) would
  // stand for parts of the template.
  return template
    .replace(DEFAULT_HEAD_TAGS, '')
    .replace('</head>', () => `${page.head}${preloads}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.body}</div>` +
        `<script type="application/json" id="page-state">${page.state}</script>`,
    );
}

/**
 * The API as the page's queries call it in the browser, answered by this server's own routes with
 * the visitor's cookie: the rendered data is exactly what the API would answer. A cookie the session
 * check renews goes back to the browser with the page.
 */
function apiFor(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): typeof fetch {
  return async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
    });
    const setCookie = answer.headers['set-cookie'];
    if (setCookie) reply.header('set-cookie', setCookie);
    const contentType = String(answer.headers['content-type'] ?? 'application/json');
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': contentType },
    });
  };
}

/**
 * Server rendering of the web app's public pages, when the web app's server build exists (`npm run
 * build`); null otherwise, and the browser renders every page itself.
 */
export async function loadPageRenderer(app: FastifyInstance, webRoot: string): Promise<PageRenderer | null> {
  const entryFile = resolve(webRoot, 'server', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const template = readFileSync(resolve(webRoot, 'index.html'), 'utf8');
  const manifestFile = resolve(webRoot, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  const chunksFor = pageChunks(manifest);

  return async (request, reply) => {
    const result = await entry.renderPage(request.url, apiFor(app, request, reply));
    if (!result || 'redirect' in result) return result;
    return {
      status: result.status,
      html: fillTemplate(template, result, chunksFor(result.modules)),
    };
  };
}
