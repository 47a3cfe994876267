import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { criticalCss, type PageStyles } from './critical-css.ts';

/** What the web app's server entry (apps/web/src/entry-server.tsx, built to dist/server) answers. */
type RenderResult =
  | { status: 200 | 404; head: string; body: string; state: string; modules: string[]; nextModules: string[] }
  | { redirect: string }
  | null;

interface ServerEntry {
  renderPage(url: string, api: typeof fetch): Promise<RenderResult>;
}

/**
 * A rendered page (with the hash of the styles inlined in it, for the Content-Security-Policy), a
 * redirect (a visitor on a signed-in page), or null: the browser renders this one.
 */
export type PageAnswer =
  { status: 200 | 404; html: string; styleHash?: string } | { redirect: string } | null;

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<PageAnswer>;

/** The page state's element (apps/web's `PAGE_STATE_ID`): the last of a rendered page. */
const PAGE_STATE_ID = 'page-state';

/** The element listing the page's chunks (apps/web's `PAGE_CHUNKS_ID`). */
const PAGE_CHUNKS_ID = 'page-chunks';

/** index.html's own title and description: a rendered page brings its own. */
const DEFAULT_HEAD_TAGS = /<title>[^<]*<\/title>\s*|<meta name="description"[^>]*>\s*/g;

/** index.html's link to the app's stylesheet. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/;

/**
 * The most a page with its rules inlined may weigh before compression. Compressed (our pages shrink
 * 5.5 to 6.5 times with Brotli) it then fits, with its headers, in the first 14 KB a new connection
 * sends before it waits for an acknowledgement; a heavier page would pay a round trip for its rules,
 * the one they are meant to save (the home page with its cards: 86 KB).
 */
export const INLINE_STYLES_LIMIT = 72 * 1024;

/**
 * A rendered page with the rules it uses in its head and the whole stylesheet at the end of its body,
 * fetched at low priority: it paints without waiting for a second file (a round trip or two on a
 * phone), and the stylesheet, which the app's later pages need, loads without holding the paint back
 * (decision 057). A page over the limit above is left as it is.
 */
export function withInlineStyles(html: string, styles: PageStyles): { html: string; styleHash?: string } {
  const link = STYLESHEET_LINK.exec(html)?.[0];
  const end = html.lastIndexOf('</body>');
  if (!link || end < 0 || html.length + styles.css.length > INLINE_STYLES_LIMIT) return { html };
  const lateLink = link.replace('<link ', '<link fetchpriority="low" ');
  const withLink = `${html.slice(0, end)}${lateLink}${html.slice(end)}`;
  // The browser may now paint before it has read the whole page; a half-read page shifts as the
  // rest comes in (the menu button grew by its label). It waits for the page's state, its end.
  const head = `<style>${styles.css}</style><link rel="expect" href="#${PAGE_STATE_ID}" blocking="render">`;
  return { html: withLink.replace(link, () => head), styleHash: styles.hash };
}

/** Vite's build manifest (dist/.vite/manifest.json): each source module's chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The chunks of a page's source modules and everything they import, minus what index.html already
 * loads (the small boot script), each after the chunks it imports. The boot script fetches them once
 * the page has painted, and runs them one task each, in this order (decision 030). The build does
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

/** The chunks the boot script fetches once a page has painted: the page's, then those of its main actions' pages. */
export interface PageChunks {
  page: string[];
  next: string[];
}

/**
 * The built index.html with a rendered page in it; Vite's hashed script and style links stay as
 * built. The page's data and its chunks go in JSON script elements, which never run. The chunks are
 * not preloaded from the head: the first paint needs none of them, and Lighthouse's simulation
 * counts every script that arrived before the paint against it (decision 030).
 */
export function fillTemplate(
  template: string,
  page: { head: string; body: string; state: string },
  chunks: PageChunks,
) {
  const url = (file: string) => `/${file}`;
  const chunkList = JSON.stringify({ page: chunks.page.map(url), next: chunks.next.map(url) });
  // Replaced by functions: in a replacement string `$&` or `$'` (a review's text may hold them) would
  // stand for parts of the template.
  return template
    .replace(DEFAULT_HEAD_TAGS, '')
    .replace('</head>', () => `${page.head}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.body}</div>` +
        `<script type="application/json" id="${PAGE_CHUNKS_ID}">${chunkList}</script>` +
        `<script type="application/json" id="${PAGE_STATE_ID}">${page.state}</script>`,
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
  const stylesheet = STYLESHEET_LINK.exec(template)?.[1];
  const stylesFor = stylesheet ? criticalCss(readFileSync(resolve(webRoot, stylesheet), 'utf8')) : null;

  return async (request, reply) => {
    const result = await entry.renderPage(request.url, apiFor(app, request, reply));
    if (!result || 'redirect' in result) return result;
    const page = chunksFor(result.modules);
    const withNext = chunksFor([...result.modules, ...result.nextModules]);
    const html = fillTemplate(template, result, {
      page,
      next: withNext.filter((chunk) => !page.includes(chunk)),
    });
    // A page over the limit on its own is not read for its rules: they would go unused.
    const inline = stylesFor && html.length <= INLINE_STYLES_LIMIT;
    return { status: result.status, ...(inline ? withInlineStyles(html, stylesFor(html)) : { html }) };
  };
}
