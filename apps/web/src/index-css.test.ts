import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceDir = import.meta.dirname;
const daisyComponentsDir = join(dirname(createRequire(import.meta.url).resolve('daisyui')), 'components');

/** The daisyUI parts index.css lets in (`include: a, b, …;`). */
function includedDaisyParts(): Set<string> {
  const css = readFileSync(join(sourceDir, 'index.css'), 'utf8');
  const list = /@plugin 'daisyui' \{[^}]*?include:([^;]*);/.exec(css)?.[1];
  if (!list) throw new Error("index.css has no include list in its @plugin 'daisyui' block");
  return new Set(list.split(',').map((name) => name.trim()));
}

const classNamesIn = (css: string) => new Set([...css.matchAll(/\.([a-z][a-z0-9-]+)/g)].map((m) => m[1]!));

/**
 * The class names our components can set: every word of a className="…" or className={`…`}, and
 * every hyphenated word of any other string (class maps and constants such as 'badge-warning').
 */
function classesWeUse(): Set<string> {
  const used = new Set<string>();
  for (const file of readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.includes('.test.')) continue;
    const code = readFileSync(join(sourceDir, file), 'utf8');
    for (const [, plain, template] of code.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\})/g))
      for (const word of (plain ?? template ?? '').split(/\s+/)) used.add(word);
    for (const [, literal] of code.matchAll(/['"`]([^'"`\n]*)['"`]/g))
      for (const word of literal!.match(/[a-z0-9]+(?:-[a-z0-9]+)+/g) ?? []) used.add(word);
  }
  return used;
}

describe('index.css', () => {
  it('includes every daisyUI component whose classes the app uses', () => {
    const included = includedDaisyParts();
    const used = classesWeUse();
    const components = readdirSync(daisyComponentsDir)
      .filter((file) => file.endsWith('.css'))
      .map((file) => ({
        name: file.replace(/\.css$/, ''),
        css: readFileSync(join(daisyComponentsDir, file), 'utf8'),
      }));
    // A component's own classes: those no other component's stylesheet names (not lg, sm, btn, …).
    const owners = new Map<string, number>();
    for (const { css } of components)
      for (const name of classNamesIn(css)) owners.set(name, (owners.get(name) ?? 0) + 1);
    const missing = components
      .filter(({ name }) => !included.has(name))
      .map(({ name, css }) => ({
        name,
        classes: [...classNamesIn(css)].filter((c) => owners.get(c) === 1 && used.has(c)),
      }))
      .filter(({ classes }) => classes.length > 0);
    expect(missing).toEqual([]);
  });
});
