import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { entriesOf, tarOf } from './tar.ts';

const entries = [
  { name: 'PG_VERSION', data: Buffer.from('17\n') },
  { name: 'base' },
  { name: 'base/1' },
  { name: 'base/1/112', data: Buffer.alloc(8192 + 3, 7) },
  { name: 'pg_wal/empty', data: Buffer.alloc(0) },
];

describe('tar', () => {
  it('reads back what it wrote, folders and files of any size', () => {
    expect(
      entriesOf(tarOf(entries)).map(({ name, data }) => ({ name, data: data && Buffer.from(data) })),
    ).toEqual(entries);
  });

  it('writes archives GNU tar lists', () => {
    const listed = spawnSync('tar', ['-t'], { input: tarOf(entries), encoding: 'utf8' });
    expect(listed.stdout.trim().split('\n')).toEqual([
      'PG_VERSION',
      'base/',
      'base/1/',
      'base/1/112',
      'pg_wal/empty',
    ]);
  });

  it('refuses names that would leave the folder they are unpacked into', () => {
    for (const name of ['../outside', '/etc/passwd', 'base/../../outside']) {
      expect(() => entriesOf(tarOf([{ name, data: Buffer.from('x') }]))).toThrow('refusing the entry name');
    }
  });
});
