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

  it.each([
    '/.//evil.example/phish',
    '/%2e//evil.example/phish',
    '/x/..//evil.example/phish',
    '/\t/evil.example',
    '/./login',
  ])('judges %j as the browser resolves it, and goes home', (from) => expect(safeReturnPath(from)).toBe('/'));

  it('gives the path as the browser resolves it', () => {
    expect(safeReturnPath('/dashboard/./orders/../orders?page=2')).toBe('/dashboard/orders?page=2');
  });

  it('round-trips through the login address', () => {
    const from = new URLSearchParams(loginPathFor('/dashboard/orders?page=2').split('?')[1]).get('from');
    expect(safeReturnPath(from)).toBe('/dashboard/orders?page=2');
  });
});
