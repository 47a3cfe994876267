import type { DemoLogin } from '@crankworks/contract';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { account, user } from '../../db/schema/index.ts';
import type { SeedStep } from '../../db/seed/step.ts';

/** The accounts of demo mode. Their logins are public: the login page shows them (docs/product.md). */
export const demoLogins: DemoLogin[] = [
  { role: 'admin', email: 'admin@crankworks.test', password: 'Admin#2026demo' },
  { role: 'user', email: 'customer@crankworks.test', password: 'Customer#2026demo' },
];

const demoNames: Record<DemoLogin['role'], string> = { admin: 'Demo Admin', user: 'Demo Customer' };

/**
 * Seed step: in demo mode, creates the demo admin and customer with e-mail/password accounts exactly
 * as better-auth's sign-up would (its password hash, a "credential" account). An account that is
 * already there is left as it is. Unlike the catalogue, on every start in demo mode, not only into a
 * new database: the login page shows these logins.
 */
export const seedDemoUsers: SeedStep = async ({ db, config, log }) => {
  if (!config.demo) return;
  for (const demo of demoLogins) {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, demo.email));
    if (existing) continue;
    const [created] = await db
      .insert(user)
      .values({ name: demoNames[demo.role], email: demo.email, emailVerified: true, role: demo.role })
      .returning({ id: user.id });
    if (!created) throw new Error('insert returned no row');
    await db.insert(account).values({
      userId: created.id,
      accountId: created.id,
      providerId: 'credential',
      password: await hashPassword(demo.password),
    });
    log.info({ email: demo.email, role: demo.role }, 'demo account created');
  }
};
