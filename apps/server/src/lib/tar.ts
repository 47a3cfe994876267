/**
 * The ustar archive format, just what a database folder needs: folders and plain files with
 * relative names up to 100 bytes. `tar -tzf` lists what `tarOf` writes.
 */
export interface TarEntry {
  /** Relative, with `/` between parts; folders end without a slash. */
  name: string;
  /** A file's bytes; undefined for a folder. */
  data?: Uint8Array;
}

const BLOCK = 512;

function header(name: string, size: number, folder: boolean) {
  const block = Buffer.alloc(BLOCK);
  const field = (offset: number, length: number, value: string) =>
    block.write(value, offset, length, 'ascii');
  const octal = (offset: number, length: number, value: number) =>
    field(offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
  if (Buffer.byteLength(name) > 100) throw new Error(`tar: the name ${name} is longer than 100 bytes`);
  block.write(folder ? `${name}/` : name, 0, 100, 'utf8');
  octal(100, 8, folder ? 0o700 : 0o600);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, Math.floor(Date.now() / 1000));
  field(148, 8, ' '.repeat(8));
  field(156, 1, folder ? '5' : '0');
  field(257, 8, 'ustar\u000000');
  const checksum = block.reduce((sum, byte) => sum + byte, 0);
  field(148, 8, `${checksum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

export function tarOf(entries: TarEntry[]): Buffer {
  const parts: Uint8Array[] = [];
  for (const { name, data } of entries) {
    parts.push(header(name, data?.byteLength ?? 0, !data));
    if (data) parts.push(data, Buffer.alloc((BLOCK - (data.byteLength % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

const text = (block: Buffer, offset: number, length: number) =>
  block.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');

/** The entries of an archive `tarOf` wrote; refuses names that would leave the folder they go into. */
export function entriesOf(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + BLOCK <= archive.length;) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    const name = text(block, 0, 100).replace(/\/$/, '');
    if (!name || name.startsWith('/') || name.split('/').includes('..'))
      throw new Error(`tar: refusing the entry name ${JSON.stringify(name)}`);
    const size = Number.parseInt(text(block, 124, 12).trim() || '0', 8);
    const folder = text(block, 156, 1) === '5';
    offset += BLOCK;
    entries.push(folder ? { name } : { name, data: archive.subarray(offset, offset + size) });
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
