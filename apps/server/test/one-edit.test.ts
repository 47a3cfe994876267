import { describe, expect, it } from 'vitest';
import { withinOneEdit } from '../src/lib/one-edit.ts';

describe('withinOneEdit', () => {
  it.each([
    ['chain', 'chain'],
    ['chian', 'chain'],
    ['chan', 'chain'],
    ['chainn', 'chain'],
    ['xhain', 'chain'],
    ['chaim', 'chain'],
    ['hain', 'chain'],
    ['', 'a'],
  ])('%s is one edit from %s, and back', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true);
    expect(withinOneEdit(b, a)).toBe(true);
  });

  it.each([
    ['cihan', 'chain'],
    ['chn', 'chain'],
    ['chainss', 'chain'],
    ['ihcan', 'chain'],
    ['naich', 'chain'],
    ['', 'ab'],
  ])('%s is more than one edit from %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
    expect(withinOneEdit(b, a)).toBe(false);
  });
});
