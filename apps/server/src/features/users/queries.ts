import { and, eq, sql } from 'drizzle-orm';
import type {
  ProfileFields,
  SessionUser,
  UserListItem,
  UserProfile,
  UserSortColumn,
  UserTable,
  UserTableQuery,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { caseless } from '../../lib/sort.ts';
import { tablePage, type AdminTable } from '../../lib/table-page.ts';
import { deleteUnpaidOrdersOfUser, type WithdrawalContext } from '../payment-settlement/index.ts';

export type UserRow = typeof user.$inferSelect;

const roleOf = (row: Pick<UserRow, 'role'>) => (row.role === 'admin' ? 'admin' : 'user');

export const toProfile = (row: UserRow): UserProfile => ({
  _id: row.id,
  email: row.email,
  username: row.name,
  education: row.education,
  address: row.address,
  phone: row.phone,
  role: roleOf(row),
});

const toListItem = (row: UserRow): UserListItem => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  role: roleOf(row),
  createdAt: row.createdAt.toISOString(),
});

/** `email` must already be lower-case (the contract's emailSchema makes it so); stored ones are. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.email, email));
  return row;
}

/** Writes the given profile fields (username is the account's name); the others keep their value. */
export async function updateProfile(db: Db, email: string, fields: Partial<ProfileFields>) {
  const [row] = await db
    .update(user)
    .set({ name: fields.username, education: fields.education, address: fields.address, phone: fields.phone })
    .where(eq(user.email, email))
    .returning();
  return row;
}

const allUsers: AdminTable<typeof user, UserSortColumn> = {
  table: user,
  id: user.id,
  searchIn: [user.email, user.name],
  searchGramIndexed: true,
  sortKeys: {
    name: [caseless(user.name)],
    email: [user.email],
    // A missing role reads as 'user' (see roleOf).
    role: [sql`coalesce(${user.role}, 'user')`],
    createdAt: [user.createdAt],
  },
};

/** One page of all users in the chosen order, optionally only those whose name or e-mail contains `search`. */
export async function listUsers(db: Db, query: UserTableQuery): Promise<UserTable> {
  return tablePage(db, allUsers, query, toListItem);
}

/** 1 when the user became an admin, 0 when he already was one, undefined when there is no such user. */
export async function makeAdmin(db: Db, email: string): Promise<number | undefined> {
  const changed = await db
    .update(user)
    .set({ role: 'admin' })
    .where(and(eq(user.email, email), sql`${user.role} is distinct from 'admin'`))
    .returning({ id: user.id });
  if (changed.length > 0) return changed.length;
  return (await findUserByEmail(db, email)) ? 0 : undefined;
}

export type RevokeAdminOutcome = 'revoked' | 'not-admin' | 'not-found' | 'self' | 'last-admin';

/**
 * An admin makes another admin a customer again, never himself and never the last admin. As for a
 * deletion, the admins' rows are locked first, so two admins revoking each other at once cannot
 * leave the shop without one. His sessions lose admin rights at once: every request reads the role
 * from his user row, not from the session.
 */
export async function revokeAdmin(db: Db, email: string, actingUserId: string): Promise<RevokeAdminOutcome> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).for('update');
    const [target] = await tx.select().from(user).where(eq(user.email, email));
    if (!target) return 'not-found';
    if (target.id === actingUserId) return 'self';
    if (target.role !== 'admin') return 'not-admin';
    if (admins.length <= 1) return 'last-admin';
    await tx.update(user).set({ role: 'user' }).where(eq(user.id, target.id));
    return 'revoked';
  });
}

export type DeleteUserOutcome = 'deleted' | 'not-found' | 'self' | 'last-admin';

/** Who deletes an account: an admin (anyone's but his own), or a customer (his own, from My Profile). */
export type Deleter = Pick<SessionUser, 'id' | 'role'>;

/**
 * An admin deletes a user, never himself and never the last admin; a customer deletes his own
 * account (the route lets him reach no other). The admins' rows are locked first, so two admins
 * deleting each other at once cannot leave the shop without one.
 * The user's sessions and sign-in accounts go with him (foreign keys cascade), ending his sessions
 * at once; his paid orders remain with his copied name and e-mail.
 */
export async function deleteUser(
  context: WithdrawalContext,
  email: string,
  deleter: Deleter,
): Promise<DeleteUserOutcome> {
  const { db } = context;
  // His unpaid orders go first, their payments cancelled with the provider outside any transaction
  // and their stock back on the shelf; paid ones stay.
  const [found] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email));
  const lastAdmin = async () =>
    found?.role === 'admin' && (await db.$count(user, eq(user.role, 'admin'))) <= 1;
  const adminHimself = found?.id === deleter.id && deleter.role === 'admin';
  if (found && !adminHimself && !(await lastAdmin())) await deleteUnpaidOrdersOfUser(context, found.id);
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).for('update');
    const [target] = await tx.select().from(user).where(eq(user.email, email));
    if (!target) return 'not-found';
    if (target.id === deleter.id && deleter.role === 'admin') return 'self';
    if (target.role === 'admin' && admins.length <= 1) return 'last-admin';
    await tx.delete(user).where(eq(user.id, target.id));
    return 'deleted';
  });
}
