// `node scripts/check-import-cycles.mjs <folder>…`: fails when a module of these folders imports,
// directly or through others, itself. Type-only imports count too: a cycle of types still ties two
// parts together so that neither can be read or moved alone. Part of `npm run lint`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The files a module imports by a relative path (packages cannot be part of a cycle of ours). */
function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const base = resolve(dirname(file), specifier);
      const found = CANDIDATES.map((ending) => base + ending).find(
        (path) => existsSync(path) && statSync(path).isFile(),
      );
      return found;
    })
    .filter((path) => path !== undefined);
}

/** Tarjan's strongly connected components: each one with two or more modules (or a self-import) is a cycle. */
function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('Usage: node scripts/check-import-cycles.mjs <folder>…');
  process.exit(2);
}
const graph = new Map(
  folders.flatMap((folder) => sourceFiles(resolve(folder))).map((file) => [file, importsOf(file)]),
);
const found = cycles(graph);
for (const component of found) {
  console.error(`Import cycle between:\n${component.map((file) => `  ${relative('.', file)}`).join('\n')}`);
}
if (found.length > 0) process.exit(1);
console.log(`No import cycles among ${graph.size} modules in ${folders.join(', ')}.`);
