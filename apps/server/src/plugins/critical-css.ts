import { createHash } from 'node:crypto';
import postcss, { type ChildNode, type Rule } from 'postcss';

/** At-rules kept whole: what they hold is not matched against the page's elements. */
const WHOLE_AT_RULES = new Set(['keyframes', '-webkit-keyframes', 'font-face', 'property', 'counter-style']);

/** How many pages' worth of rules are kept, by the set of class names they use. */
const MAX_REMEMBERED = 200;

const HEX_DIGITS = /^[0-9a-fA-F]{1,6}/;
const IDENTIFIER_CHAR = /[\w\u0080-\uffff-]/;

/** The CSS identifier starting at `start`, escapes resolved, and the index after it. */
function readIdentifier(selector: string, start: number): [string, number] {
  let name = '';
  let i = start;
  while (i < selector.length) {
    const char = selector[i]!;
    if (char === '\\') {
      const hex = HEX_DIGITS.exec(selector.slice(i + 1, i + 7))?.[0];
      if (hex) {
        name += String.fromCodePoint(parseInt(hex, 16));
        i += 1 + hex.length;
        if (/\s/.test(selector[i] ?? '')) i += 1;
      } else {
        name += selector[i + 1] ?? '';
        i += 2;
      }
    } else if (IDENTIFIER_CHAR.test(char)) {
      name += char;
      i += 1;
    } else break;
  }
  return [name, i];
}

/** Pseudo-classes whose argument must match for the selector to: `:is(.a, .b)` needs `a` or `b`. */
const MATCHING_PSEUDO_CLASSES = /:(is|where|has|matches|-webkit-any)\($/;

/** The selectors of a list, split at its top-level commas. */
function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '\\') i += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, list.slice(start)];
}

/**
 * The class names a page must have somewhere for a selector to match anything in it: those outside
 * attribute brackets, and those that every choice of an `:is()`, `:where()` or `:has()` needs.
 * `.a:not(.b)` needs only `a`, so such a rule is kept when in doubt.
 */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  let inBrackets = false;
  let quote: string | null = null;
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === '\\') i += 1;
    else if (char === '"' || char === "'") quote = char;
    else if (inBrackets) inBrackets = char !== ']';
    else if (char === '[') inBrackets = true;
    else if (char === '(') {
      const close = closingParenthesis(selector, i);
      if (MATCHING_PSEUDO_CLASSES.test(selector.slice(0, i + 1))) {
        const choices = splitList(selector.slice(i + 1, close)).map(requiredClasses);
        classes.push(...choices[0]!.filter((name) => choices.every((choice) => choice.includes(name))));
      }
      i = close;
    } else if (char === '.') {
      const [name, end] = readIdentifier(selector, i + 1);
      if (name) classes.push(name);
      i = end - 1;
    }
  }
  return classes;
}

/** The index of the parenthesis that closes the one at `open` (the end if none does). */
function closingParenthesis(selector: string, open: number) {
  let depth = 0;
  for (let i = open; i < selector.length; i += 1) {
    const char = selector[i];
    if (char === '\\') i += 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return i;
  }
  return selector.length;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** Every class name in an HTML document, as the browser reads it (entities decoded). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    const decoded = value!.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

export interface PageStyles {
  css: string;
  /** The Content-Security-Policy source that lets this CSS in a `<style>` element apply. */
  hash: string;
}

/**
 * From the app's whole stylesheet, the rules a rendered page can use: every rule whose selector may
 * match, judged by the class names in the page (rules without one, such as the theme's variables and
 * the element resets, always). The page inlines them and paints without waiting for the stylesheet,
 * which then loads without blocking (decision 057). Pages built from the same classes share the answer.
 */
export function criticalCss(stylesheet: string): (html: string) => PageStyles {
  const root = postcss.parse(stylesheet);
  const needs = new Map<Rule, string[][]>();
  root.walkRules((rule) => void needs.set(rule, rule.selectors.map(requiredClasses)));

  const render = (nodes: ChildNode[], present: Set<string>): string => {
    let css = '';
    for (const node of nodes) {
      if (node.type === 'rule') {
        if (needs.get(node)!.some((classes) => classes.every((name) => present.has(name))))
          css += node.toString();
      } else if (node.type === 'atrule') {
        if (!node.nodes) css += `${node.toString()};`;
        else if (WHOLE_AT_RULES.has(node.name)) css += node.toString();
        else {
          const inner = render(node.nodes, present);
          if (inner) css += `@${node.name}${node.params ? ` ${node.params}` : ''}{${inner}}`;
        }
      }
    }
    return css;
  };

  const remembered = new Map<string, PageStyles>();
  return (html) => {
    const present = classesIn(html);
    const key = [...present].sort().join(' ');
    let styles = remembered.get(key);
    if (!styles) {
      const css = render(root.nodes, present);
      styles = { css, hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
      remembered.set(key, styles);
      if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
    }
    return styles;
  };
}
