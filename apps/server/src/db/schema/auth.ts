import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchIndex } from './search-index.ts';

/** A timestamp column with its time zone, set when the row is written. */
export const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * better-auth's tables (core, admin plugin, database rate limiting), with the property names its
 * Drizzle adapter expects and snake_case columns. Ids are UUIDs like every other table's
 * (`advanced.database.generateId: 'uuid'`).
 */

export const user = pgTable(
  'user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-case (better-auth normalises it), so equality is case-insensitive. */
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at').$onUpdate(() => new Date()),
    // Admin plugin: null and 'user' both mean customer.
    role: text('role', { enum: ['admin', 'user'] }).default('user'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    // The profile (docs/product.md, My Profile): better-auth does not know these columns; users writes them.
    education: text('education').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
  },
  (table) => [
    index('user_role_idx').on(table.role),
    // Manage Users: an index per sort (keys, then id) and gram indexes for the contains-search.
    index('user_created_at_id_idx').on(table.createdAt, table.id),
    index('user_name_lower_id_idx').on(sql`lower(${table.name})`, table.id),
    index('user_email_id_idx').on(table.email, table.id),
    index('user_role_id_idx').on(sql`coalesce(${table.role}, 'user')`, table.id),
    searchIndex('user_email_grams_idx', table.email),
    searchIndex('user_name_grams_idx', table.name),
  ],
);

export const session = pgTable(
  'session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at').$onUpdate(() => new Date()),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    // Deleting a user ends his sessions at once.
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at').$onUpdate(() => new Date()),
  },
  (table) => [
    index('account_user_id_idx').on(table.userId),
    uniqueIndex('account_provider_account_idx').on(table.providerId, table.accountId),
  ],
);

export const verification = pgTable(
  'verification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at').$onUpdate(() => new Date()),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** Counters of better-auth's rate limiter, in the database so every server process shares them. */
export const rateLimit = pgTable('rate_limit', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Failed sign-ins per account (e-mail), beside better-auth's per-address limit: guesses spread over
 * many addresses still lock the account for a while. In the database, shared by every process.
 */
export const signInFailure = pgTable('sign_in_failure', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * Request counters of @fastify/rate-limit (the contact form's limit), in the database so every node
 * counts the same requests: one row per route and client address, started over once `resets_at` passes.
 */
export const requestRate = pgTable('request_rate', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
