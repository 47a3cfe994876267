import { scratchDatabase } from './scratch-database.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../src/features/auth/demo-accounts.ts';
import { freePort, runToEnd, startServer, waitForHealth, type ServerProcess } from './server-process.ts';

const makeAdminScript = new URL('../src/cli/make-admin.ts', import.meta.url).pathname;
const customer = demoLogins.find((login) => login.role === 'user')!;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('npm run admin against a running shop on PostgreSQL', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'makes a signed-in customer an admin without a restart',
    { timeout: 120_000 },
    async () => {
      const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'cli');
      cleanups.push(scratch.drop);
      const databaseUrl = scratch.url;
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server: ServerProcess = startServer({
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DEMO: 'true',
      });
      cleanups.push(() => void server.child.kill('SIGKILL'));
      await waitForHealth(base, server, '/api/ready');

      const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: customer.email, password: customer.password }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const listUsers = () => fetch(`${base}/api/users`, { headers: { cookie } });
      expect((await listUsers()).status).toBe(403);

      const { status, stdout } = runToEnd(
        { DATABASE_URL: databaseUrl },
        { args: [customer.email], script: makeAdminScript },
      );
      expect(status).toBe(0);
      expect(stdout).toContain(`${customer.email} is now an admin.`);
      expect((await listUsers()).status).toBe(200);
    },
  );
});
