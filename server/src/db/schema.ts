import { sql } from 'drizzle-orm';
import {
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Facts about the installation itself (for example when it was first set up). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    nationality: text('nationality'),
    destination: text('destination'),
    visaType: text('visa_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Case-insensitive uniqueness: 'Alice' and 'alice' are one account.
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

/** A sign-in. Only the SHA-256 of the token is stored; the token itself never is. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

/** Fixed-window counters shared by every instance (sign-in and registration limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Visa requirements imported by an operator (`npm run visa:import`), consulted before the
 * authored policies. An import replaces the whole table; `--revert` empties it.
 */
export const visaRequirementOverrides = pgTable(
  'visa_requirement_overrides',
  {
    nationality: char('nationality', { length: 2 }).notNull(),
    destination: char('destination', { length: 2 }).notNull(),
    category: text('category').notNull(),
    days: integer('days'),
    source: text('source').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.nationality, t.destination] }),
    // Running instances poll max(imported_at) to notice a new import; the index keeps it cheap.
    index('visa_requirement_overrides_imported_at_idx').on(t.importedAt),
  ],
);
