import { describe, expect, it } from 'vitest';
import { dollarsSchema, idSchema, pageQuerySchema, tableQueryWithSort } from './common.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('dollarsSchema', () => {
  it.each([0, 0.5, 19.99, 189.99, 0.1 + 0.2, 1_000_000])('accepts %s', (value) => {
    expect(dollarsSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    [19.999, 'must have at most two decimals'],
    [1.005, 'must have at most two decimals'],
    [0.001, 'must have at most two decimals'],
    [-0.01, 'must not be negative'],
    [1_000_000.01, 'must be at most 1000000'],
    ['19.99', 'must be a number'],
    [undefined, 'is required'],
  ])('rejects %s: %s', (value, message) => {
    expect(messageOf(dollarsSchema.safeParse(value))).toBe(message);
  });
});

describe('pageQuerySchema', () => {
  it('defaults to 24 items and no cursor', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 24 });
  });

  it('reads the limit from a query string', () => {
    expect(pageQuerySchema.parse({ limit: '100', cursor: 'abc' })).toEqual({ limit: 100, cursor: 'abc' });
  });

  it.each([
    ['0', 'must be at least 1'],
    ['', 'must be at least 1'],
    ['101', 'must be at most 100'],
    ['ten', 'must be a whole number from 1 to 100'],
    ['1.5', 'must be a whole number from 1 to 100'],
  ])('rejects limit %j: %s', (limit, message) => {
    expect(messageOf(pageQuerySchema.safeParse({ limit }))).toBe(message);
  });
});

describe('idSchema', () => {
  it('accepts a UUID and rejects anything else', () => {
    expect(idSchema.safeParse('0b6f1c7e-2d0a-4c89-9d55-3e2f5f7a9b10').success).toBe(true);
    expect(messageOf(idSchema.safeParse('42'))).toBe('must be a valid id');
  });
});

describe('tableQueryWithSort', () => {
  const schema = tableQueryWithSort(['createdAt', 'email'], { sort: 'createdAt', dir: 'desc' });

  it("falls back to the table's default order and keeps page and search", () => {
    expect(schema.parse({ search: 'ada' })).toEqual({
      page: 1,
      pageSize: 20,
      search: 'ada',
      sort: 'createdAt',
      dir: 'desc',
    });
    expect(schema.parse({ sort: 'email', dir: 'asc' })).toMatchObject({ sort: 'email', dir: 'asc' });
  });

  it('refuses a column the table does not sort by, and a direction other than asc or desc', () => {
    expect(schema.safeParse({ sort: 'password' }).error?.issues[0]).toMatchObject({
      path: ['sort'],
      message: 'is not a column of this table',
    });
    expect(schema.safeParse({ dir: 'up' }).error?.issues[0]).toMatchObject({
      path: ['dir'],
      message: 'must be asc or desc',
    });
  });
});
