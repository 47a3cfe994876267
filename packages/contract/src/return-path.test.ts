import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnPath('/purchase/7?x=1')).toBe('/purchase/7?x=1');
  });

  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'dashboard',
    '/login',
    '/login?from=/x',
  ])('goes home instead of %s', (from) => expect(safeReturnPath(from)).toBe('/'));

  it('round-trips through the login address', () => {
    const from = new URLSearchParams(loginPathFor('/dashboard/orders?page=2').split('?')[1]).get('from');
    expect(safeReturnPath(from)).toBe('/dashboard/orders?page=2');
  });
});
