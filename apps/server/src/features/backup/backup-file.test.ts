import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyBackup, writeBackup } from './backup-file.ts';

const folder = mkdtempSync(join(tmpdir(), 'crankworks-backup-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const payload = Buffer.from('the payload of a backup, any bytes at all\n\0\x01\x02');
const written = writeBackup(folder, 'postgres', 7, payload, new Date('2026-11-25T17:02:11.500Z'));
const bytes = readFileSync(written.path);
const refusal = (changed: Buffer) => () => verifyBackup('FILE', changed);

describe('a backup file', () => {
  it('is named by its UTC time and kind, private to its owner, and never replaces another', () => {
    expect(written.path).toBe(join(folder, 'crankworks-2026-11-25T17-02-11Z.postgres.backup'));
    expect(written.bytes).toBe(bytes.length);
    expect(statSync(written.path).mode & 0o777).toBe(0o600);
    const again = writeBackup(folder, 'postgres', 7, payload, new Date('2026-11-25T17:02:11.900Z'));
    expect(again.path).toBe(join(folder, 'crankworks-2026-11-25T17-02-11Z-1.postgres.backup'));
    expect(readFileSync(written.path)).toEqual(bytes);
  });

  it('reads back as written', () => {
    const { description, payload: read } = verifyBackup('FILE', bytes);
    expect(description).toEqual({
      kind: 'postgres',
      createdAt: '2026-11-25T17:02:11.500Z',
      migrations: 7,
      payloadBytes: payload.length,
    });
    expect(Buffer.from(read)).toEqual(payload);
  });

  it('is refused, naming the problem, when cut short, lengthened, altered anywhere, or not a backup', () => {
    expect(refusal(bytes.subarray(0, bytes.length - 1))).toThrow(
      `FILE is truncated: it holds ${payload.length - 1} of the ${payload.length} bytes`,
    );
    expect(refusal(bytes.subarray(0, bytes.indexOf('\n') + 10))).toThrow(
      'FILE is truncated: it ends inside its header.',
    );
    expect(refusal(Buffer.concat([bytes, Buffer.from('x')]))).toThrow('holds 1 bytes more than its header');
    for (let at = bytes.indexOf('\n') + 1; at < bytes.length; at += 7) {
      const altered = Buffer.from(bytes);
      altered[at] = altered[at]! ^ 0x04;
      expect(refusal(altered), `a bit flipped at byte ${at}`).toThrow(/^FILE is (damaged|truncated)/);
    }
    expect(refusal(Buffer.from('PGDMP custom archive'))).toThrow('FILE is not a Crankworks backup');
  });
});
