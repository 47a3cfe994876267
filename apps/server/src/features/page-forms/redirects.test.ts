import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { seeOther } from './redirects.ts';

/** The Location seeOther answers with. */
function locationOf(path: string, params?: Record<string, string>) {
  let location = '';
  const reply = { redirect: (url: string) => (location = url) } as unknown as FastifyReply;
  seeOther(reply, path, params);
  return location;
}

describe('seeOther', () => {
  it('sends the browser to the path with the outcome added to its query', () => {
    expect(locationOf('/login?from=%2Fcart', { failed: 'credentials' })).toBe(
      '/login?from=%2Fcart&failed=credentials',
    );
  });

  it.each(['/.//evil.example/phish', '/x/..//evil.example/phish', '/%2e//evil.example/phish'])(
    'never answers a Location another site could be read from (%s)',
    (path) => expect(locationOf(path)).toBe('/'),
  );
});
