import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A power cut cannot be staged in a test; what can be checked is that a process asks the kernel to
 * put its writes on the disk, in the order that makes "done" true: strace records the calls the real
 * process makes. Tests that use it are skipped where strace is missing or not allowed (a container
 * without ptrace).
 */
export const straceWorks = spawnSync('strace', ['-o', '/dev/null', 'true']).status === 0;

export interface Call {
  /** fdatasync counts as fsync, and renameat, linkat as rename, link. */
  name: string;
  /**
   * The file of each descriptor (strace -y) and each string, in order: fsync: the file or folder
   * synced; rename and link: from and to; a write: the file written, then the start of its data.
   */
  paths: string[];
}

/** strace's options to trace `calls` (comma-separated) of a process and its threads into `file`. */
export const straceArgs = (file: string, calls: string) => [
  '-f',
  '-qq',
  '-y',
  '-o',
  file,
  '-e',
  `trace=${calls}`,
];

/**
 * The successful calls in a trace, in the order they ended. strace writes a call that another
 * thread's call overlapped in two lines (`<unfinished ...>`, then `<... name resumed>`): joined here.
 */
export function readTrace(file: string): Call[] {
  const started = new Map<string, string>();
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const unfinished = /^(\d+)\s+(.*) <unfinished \.\.\.>$/.exec(line);
      if (unfinished) {
        started.set(unfinished[1]!, unfinished[2]!);
        return [];
      }
      const resumed = /^(\d+)\s+<\.\.\. \w+ resumed>(.*)$/.exec(line);
      const whole = resumed ? `${resumed[1]} ${started.get(resumed[1]!)}${resumed[2]}` : line;
      const call = /^\d+\s+(\w+)\((.*)\)\s+= \d+/.exec(whole);
      if (!call) return [];
      const paths = [...call[2]!.matchAll(/<([^>]+)>|"([^"]+)"/g)].map((match) => match[1] ?? match[2]!);
      return [{ name: call[1]!.replace(/at2?$/, '').replace('fdatasync', 'fsync'), paths }];
    });
}

export const synced = (calls: Call[]) =>
  calls.filter((call) => call.name === 'fsync').map((call) => call.paths[0]!);

/** Every folder and file under `folder`, and the folder itself. */
export const everything = (folder: string): string[] => [
  folder,
  ...readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? everything(join(folder, entry.name)) : [join(folder, entry.name)],
  ),
];
