import type { DemoLogin } from '@crankworks/contract';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { databaseFact, user } from '../../db/schema/index.ts';
import type { SeedContext, SeedStep } from '../../db/seed/step.ts';
import { storeCredentialUser } from './credential-user.ts';

/** The accounts of demo mode. Their logins are public: the login page shows them (docs/product.md). */
export const demoLogins: DemoLogin[] = [
  { role: 'admin', email: 'admin@crankworks.test', password: 'Admin#2026demo' },
  { role: 'user', email: 'customer@crankworks.test', password: 'Customer#2026demo' },
];

const demoNames: Record<DemoLogin['role'], string> = { admin: 'Demo Admin', user: 'Demo Customer' };

/** What the demo seeding records in a database it makes (table database_fact). */
const DEMO_FACT = 'demo';

/** Whether the demo seeding made this database: only such a database gets the demo accounts. */
export const isDemoDatabase = async (db: Db) =>
  (await db.$count(databaseFact, eq(databaseFact.name, DEMO_FACT))) > 0;

/** Records that demo mode made this database (the seeding's, or a bench's store standing for one). */
export const recordDemoDatabase = (db: Db) =>
  db.insert(databaseFact).values({ name: DEMO_FACT }).onConflictDoNothing();

/**
 * Creates a demo account with an e-mail/password login as better-auth's sign-up would. An account
 * that is already there is left as it is.
 */
async function ensureDemoUser({ db, log }: SeedContext, demo: DemoLogin) {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, demo.email));
  if (existing) return;
  await storeCredentialUser(
    db,
    { name: demoNames[demo.role], email: demo.email, emailVerified: true, role: demo.role },
    await hashPassword(demo.password),
  );
  log.info({ email: demo.email, role: demo.role }, 'demo account created');
}

/**
 * Seed step: in demo mode, the demo admin and customer, in a database the demo seeding made: a new
 * one, which it records as such. Unlike the catalogue, on every start, so one deleted comes back:
 * the login page shows their logins. A database with data of its own (a real shop's backup restored,
 * or one made outside demo mode) never gets them, as their passwords are public.
 */
export const seedDemoUsers: SeedStep = async (context) => {
  const { db, config, log, newDatabase } = context;
  if (!config.demo) return;
  if (newDatabase) await recordDemoDatabase(db);
  else if (!(await isDemoDatabase(db))) {
    log.warn(
      'demo mode: no demo accounts added, as demo mode did not make this database (it holds data of its own); DEMO=false turns demo mode off',
    );
    return;
  }
  for (const demo of demoLogins) await ensureDemoUser(context, demo);
};
