import { ilike, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessage } from '../src/db/schema/index.ts';
import { containsAny, containsPattern, gramQuery } from '../src/lib/search.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** Texts a search must find anything in: tsquery's own signs, quotes, case, long and short. */
const TEXTS = [
  "O'Brien & Sons | (wheels): 50% off_now",
  'back\\slash \\\\ and quote \'\' and "double"',
  'ÉTÉ Straße İstanbul 🚲 bike naïve café',
  'tab\there\nnewline  two  spaces',
  'aaaaaaaa',
  'ab',
  'x',
  '!<-> <2> :* :A (a|b)&c',
  'Customer42@Bench.Example',
  // The character search_grams cuts grams apart at.
  'unit\u001fseparator\u001f\u001fin text',
  // Longer than search_grams indexes gram by gram: it holds "(long)" instead.
  `${'spoke nipple '.repeat(25_000)}the needle at the end`,
];

/** Every substring of each text from one to nine characters long, at a few places, also upper-cased. */
function searches(): string[] {
  const found = new Set<string>();
  for (const text of TEXTS) {
    const chars = [...text.slice(-60)];
    for (let length = 1; length <= 9; length += 1) {
      for (const start of [0, 1, 3, chars.length - length]) {
        const piece = chars
          .slice(Math.max(0, start), Math.max(0, start) + length)
          .join('')
          .trim();
        // Upper-cased char by char, as ILIKE compares ('ß' stays, where toUpperCase gives 'SS').
        const upper = [...piece].map((char) => (char.toUpperCase().length === 1 ? char.toUpperCase() : char));
        if (piece) found.add(piece).add(upper.join(''));
      }
    }
  }
  return [...found];
}

const fields = [
  sql`${contactMessage.firstName} || ' ' || ${contactMessage.lastName}`,
  contactMessage.email,
  contactMessage.message,
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.insert(contactMessage).values(
    TEXTS.map((text, n) => ({
      firstName: 'Sender',
      lastName: `${n}`,
      email: `s${n}@example.com`,
      message: text,
    })),
  );
}, 60_000);
afterAll(() => t.app.close());

const idsWhere = async (where: ReturnType<typeof containsAny>) =>
  (await t.database.db.select({ id: contactMessage.id }).from(contactMessage).where(where))
    .map((row) => row.id)
    .sort();

describe(`contains-search through the gram indexes (${database})`, () => {
  it('finds exactly the rows a plain ILIKE finds, for any characters and any case', async () => {
    for (const text of searches()) {
      const expected = await idsWhere(or(...fields.map((field) => ilike(field, containsPattern(text)))));
      expect(expected.length, text).toBeGreaterThan(0);
      expect(await idsWhere(containsAny(fields, text, { gramIndexed: true })), text).toEqual(expected);
    }
  });

  it('finds nothing where nothing contains the text, however it is written', async () => {
    for (const text of ["zz'qq", 'no\\such', 'q&q|q', '%_%_', 'ÉTÉX']) {
      expect(await idsWhere(containsAny(fields, text, { gramIndexed: true })), text).toEqual([]);
    }
  });

  it('asks the index for the grams at both ends, and below three characters for nothing', () => {
    expect(gramQuery('ab')).toBeNull();
    expect(gramQuery('abc')).toBe(`('abc':*) | '(long)'`);
    expect(gramQuery('abcd')).toBe(`('abcd') | '(long)'`);
    expect(gramQuery("O'Brien\\")).toBe(`('O''Br' & 'ien\\\\') | '(long)'`);
    expect(gramQuery('a\u001fbcd')).toBeNull();
  });
});
