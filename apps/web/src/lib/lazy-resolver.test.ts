import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './lazy-resolver.ts';

const schema = z.object({ email: z.email() });
type Values = z.infer<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('fetches the rules once, on the first check or on preload, and checks with them', async () => {
    const load = vi.fn(async () => zodResolver(schema));
    const { resolver, preload } = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    const wrong = await resolver({ email: 'not an address' }, undefined, options);
    const right = await resolver({ email: 'rider@example.com' }, undefined, options);
    expect(Object.keys(wrong.errors)).toEqual(['email']);
    expect(right.values).toEqual({ email: 'rider@example.com' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the values to the server when the fetch failed, and fetches the rules again at the next check', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(zodResolver(schema));
    const { resolver } = lazyResolver<Values>(load);
    expect(await resolver({ email: 'x' }, undefined, options)).toEqual({
      values: { email: 'x' },
      errors: {},
    });
    const again = await resolver({ email: 'x' }, undefined, options);
    expect(Object.keys(again.errors)).toEqual(['email']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
