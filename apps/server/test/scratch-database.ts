import pg from 'pg';

/**
 * A database of its own on the test PostgreSQL server (TEST_DATABASE_URL), for a test that must not
 * share the one every other test truncates. `drop()` removes it.
 */
export async function scratchDatabase(adminUrl: string, label: string) {
  const name = `crankworks_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
