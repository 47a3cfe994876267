import { and, asc, eq } from 'drizzle-orm';
import { MAX_ADDRESSES, type Address, type AddressFields, type AddressUse } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { address, user } from '../../db/schema/index.ts';

type AddressRow = typeof address.$inferSelect;

const toAddress = (row: AddressRow): Address => ({
  _id: row.id,
  fullName: row.fullName,
  company: row.company,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  region: row.region,
  postalCode: row.postalCode,
  country: row.country,
  phone: row.phone,
  vatId: row.vatId,
  isDefaultShipping: row.isDefaultShipping,
  isDefaultBilling: row.isDefaultBilling,
});

const defaultColumn = { shipping: 'isDefaultShipping', billing: 'isDefaultBilling' } as const;

/**
 * Changes to one customer's book take turns on his user row, so that two at once cannot both see
 * room for one more address, nor both clear the old default before setting their own (the partial
 * unique indexes would refuse the second). `no key update` leaves his other rows' foreign keys free.
 */
const lockBookOf = (tx: Db, userId: string) =>
  tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('no key update');

const ownAddress = (userId: string, id: string) => and(eq(address.userId, userId), eq(address.id, id));

/** The customer's addresses, oldest first. */
export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(address)
    .where(eq(address.userId, userId))
    .orderBy(asc(address.createdAt), asc(address.id));
  return rows.map(toAddress);
}

/** Adds an address; the customer's first one becomes his default for shipping and for billing. */
export async function createAddress(
  db: Db,
  userId: string,
  fields: AddressFields,
): Promise<Address | 'book-full'> {
  return db.transaction(async (tx) => {
    await lockBookOf(tx, userId);
    const count = await tx.$count(address, eq(address.userId, userId));
    if (count >= MAX_ADDRESSES) return 'book-full';
    const first = count === 0;
    const [row] = await tx
      .insert(address)
      .values({ ...fields, userId, isDefaultShipping: first, isDefaultBilling: first })
      .returning();
    return toAddress(row!);
  });
}

/** Rewrites one of the customer's addresses; undefined when he has no such address. */
export async function updateAddress(db: Db, userId: string, id: string, fields: AddressFields) {
  const [row] = await db.update(address).set(fields).where(ownAddress(userId, id)).returning();
  return row && toAddress(row);
}

/** Deletes one of the customer's addresses; false when he has no such address. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(address).where(ownAddress(userId, id)).returning({ id: address.id });
  return deleted.length > 0;
}

/** Makes one of the customer's addresses his only default for a use; false when he has no such address. */
export async function setDefaultAddress(db: Db, userId: string, id: string, use: AddressUse) {
  const column = defaultColumn[use];
  return db.transaction(async (tx) => {
    await lockBookOf(tx, userId);
    const [target] = await tx.select({ id: address.id }).from(address).where(ownAddress(userId, id));
    if (!target) return false;
    await tx
      .update(address)
      .set({ [column]: false })
      .where(and(eq(address.userId, userId), eq(address[column], true)));
    await tx
      .update(address)
      .set({ [column]: true })
      .where(eq(address.id, id));
    return true;
  });
}
