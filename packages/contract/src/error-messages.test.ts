import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import './error-messages.ts';

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('human fallback messages for schemas without their own', () => {
  it.each([
    ['a missing value', z.string(), undefined, 'is required'],
    ['an empty required text', z.string().min(1), '', 'is required'],
    ['a wrong type', z.string(), 42, 'must be text'],
    ['not a number', z.number(), 'x', 'must be a number'],
    ['NaN from a query string', z.coerce.number(), 'x', 'must be a number'],
    ['a fraction', z.number().int(), 1.5, 'must be a whole number'],
    ['a small number', z.number().min(1), 0, 'must be at least 1'],
    ['a big number', z.number().max(5), 6, 'must be at most 5'],
    ['a non-positive number', z.number().positive(), 0, 'must be greater than 0'],
    ['a short text', z.string().min(3), 'ab', 'must be at least 3 characters'],
    ['a long text', z.string().max(3), 'abcd', 'must be at most 3 characters'],
    ['a short list', z.array(z.string()).min(1), [], 'must be at least 1 item'],
    ['a long list', z.array(z.string()).max(2), ['a', 'b', 'c'], 'must be at most 2 items'],
    ['an exact length', z.string().length(4), 'abc', 'must be exactly 4 characters'],
    ['a bad e-mail', z.email(), 'x', 'must be a valid e-mail address'],
    ['a bad uuid', z.uuid(), 'x', 'must be a valid id'],
    ['a value not in the list', z.enum(['paid', 'unpaid']), 'lost', 'must be one of: "paid", "unpaid"'],
    ['an unknown key', z.strictObject({}), { extra: 1 }, 'has unknown fields: "extra"'],
    ['a failed check', z.string().refine(() => false), 'x', 'is invalid'],
  ])('%s', (_name, schema, input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it('lets a schema’s own message win', () => {
    expect(messageOf(z.number().min(1, { error: 'order at least one' }), 0)).toBe('order at least one');
  });
});
