import { readFileSync } from 'node:fs';
import { findPassword } from './passwords.ts';

/**
 * After the whole browser suite: the server's log (every request, at level info) holds no password
 * that any test typed, whichever way it was sent. Fails the run otherwise.
 */
export default function checkServerLog() {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG is not set: the server log was not kept');
  const lines = readFileSync(file, 'utf8').split('\n');
  if (!lines.some((line) => line.includes('"url":"/login'))) {
    throw new Error(`the server log ${file} has no request to /login: it is not the log of this run`);
  }
  for (const [index, line] of lines.entries()) {
    const password = findPassword(line);
    if (password) {
      throw new Error(
        `line ${index + 1} of the server log holds a password: ${line.replaceAll(password, '***')}`,
      );
    }
  }
}
