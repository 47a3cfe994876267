import { Writable } from 'node:stream';

/** A log destination for `buildApp({ logStream })` that keeps every line, for tests to read. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines, text: () => lines.join('') };
}
