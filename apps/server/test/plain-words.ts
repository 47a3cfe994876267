import { messages } from '@crankworks/contract';

/**
 * Words that look like code but are names people use: the image formats and product names a
 * message may name, and every word of the original product's own texts, kept as it spelled them
 * ("Login SuccessFull").
 */
const NAMES = new Set(['WebP', 'PostgreSQL', 'PGlite', 'JavaScript']);
const specTexts = Object.values(messages).map((text) =>
  typeof text === 'function' ? (text as (value: number) => string)(5) : text,
);
const specWords = new Set(specTexts.flatMap((text) => text.match(/[A-Za-z]+/g) ?? []));

/** The shapes of code that must not reach a person. */
const CODE_SHAPES: [string, RegExp][] = [
  ['raw zod text', /Invalid input|expected \w+, received|Too (small|big):|Invalid option|Unrecognized key/],
  ['stack trace', /\n\s+at \S+|\.(?:ts|js|mjs):\d+/],
  ['error code', /\b(?:FST|ERR)_[A-Z_]+\b/],
  ['validation path', /\[(?:body|query|params|headers)\b[^\]]*\]/],
];

/** Removes what a message quotes (what the caller sent) and links (addresses, not words). */
const withoutQuotesAndLinks = (text: string) =>
  text
    .replace(/"[^"]*"|“[^”]*”|(?<!\w)'[^']*'(?!\w)/g, ' ')
    .replace(/(?:https?:\/\/|(?<!\w)\/)[^\s)]*/g, ' ');

/** A camelCase, PascalCase-with-a-hump or snake_case word: a name from the code. */
const isIdentifier = (word: string) =>
  !NAMES.has(word) && !specWords.has(word) && (/[a-z][A-Z]/.test(word) || /[A-Za-z\d]_|_[A-Za-z]/.test(word));

/** What in a message a person should not have to read: code names, zod's own texts, stack traces. */
export function codeIn(text: string): string[] {
  const plain = withoutQuotesAndLinks(text);
  const identifiers = (plain.match(/[A-Za-z_$][\w$]*/g) ?? []).filter(isIdentifier);
  const shapes = CODE_SHAPES.filter(([, pattern]) => pattern.test(plain)).map(([name]) => name);
  return [...identifiers, ...shapes];
}

/** Each message with code in it, as "message ← what is wrong", for a test to list. */
export const messagesWithCode = (texts: Iterable<string>) =>
  [...new Set(texts)].flatMap((text) => {
    const found = codeIn(text);
    return found.length ? [`${text} ← ${found.join(', ')}`] : [];
  });

/** The `message` of a JSON answer, if it has one (some refusals answer `null` or no body). */
export function messageOf(answer: { headers: Record<string, unknown>; body: string }): string | undefined {
  if (!String(answer.headers['content-type']).includes('json')) return undefined;
  try {
    const message = (JSON.parse(answer.body) as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}
