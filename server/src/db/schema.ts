import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  numeric,
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
    // 'Skip for now' on the travel-profile questionnaire, kept for the account so the
    // questionnaire is not offered again on every visit.
    travelProfileSkippedAt: timestamp('travel_profile_skipped_at', { withTimezone: true }),
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

/** A chat conversation (product.md §3.2). The id is the client's random 21-character id. */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: text('id').primaryKey(),
    // Null until a signed-in user first writes to it; from then on only that user may use it.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // The conversation's travel context as the server last left it (nationality, destination,
    // cities, flow step, answers): each turn starts from it, never from the client's claim.
    context: jsonb('context'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_sessions_user_id_idx').on(t.userId),
    // A signed-in traveller's earlier conversations, newest first.
    index('chat_sessions_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

/** A chat message (product.md §3.2). `metadata` holds what the client sent, upsell included. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Messages saved in one transaction share created_at; the sequence keeps their order stable.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    type: text('type').notNull().default('text'),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_session_created_idx').on(t.sessionId, t.createdAt, t.seq),
    check('chat_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
  ],
);

/**
 * A visa inquiry the assistant resolved, shown on the blog (product.md §9.1). Only codes are
 * kept: the entry's text is written at read time in the reader's language, never from the
 * traveller's words. No foreign key to the session: entries outlive chat resets.
 */
export const blogEntries = pgTable(
  'blog_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull(),
    nationality: char('nationality', { length: 2 }).notNull(),
    destination: char('destination', { length: 2 }).notNull(),
    category: text('category').notNull(),
    days: integer('days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One entry per conversation and pair, however often the pair is asked about.
    uniqueIndex('blog_entries_session_pair_key').on(t.sessionId, t.nationality, t.destination),
    index('blog_entries_created_at_idx').on(t.createdAt),
    // Tag filters: a country tag matches either side; a category tag matches the category.
    index('blog_entries_destination_idx').on(t.destination, t.createdAt),
    index('blog_entries_nationality_idx').on(t.nationality, t.createdAt),
    index('blog_entries_category_idx').on(t.category, t.createdAt),
  ],
);

/**
 * Something a user bought (product.md §5.1, §5.2): the visa bundle and service, and add-ons.
 * `price` is numeric so money stays exact and sums in SQL; drivers read it back as a string
 * ('49.00'), which is the API's shape. `reference` is the server-issued order number.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    serviceName: text('service_name').notNull(),
    destination: text('destination'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    status: text('status').notNull().default('confirmed'),
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The conversation it was bought from, when it was (its trip record, product.md §4.9).
    chatSessionId: text('chat_session_id'),
  },
  (t) => [
    index('purchases_user_created_idx').on(t.userId, t.createdAt),
    index('purchases_user_chat_session_idx').on(t.userId, t.chatSessionId),
  ],
);

/**
 * Mail waiting to be sent, and what became of it. The mailer (server/src/domain/mail/) claims
 * due rows oldest first: 'queued' → 'sending' (with `lease_until`) → 'sent' or back to 'queued'
 * with a later `next_attempt_at`, or 'failed' with `last_error`. A 'sending' row whose lease has
 * passed belongs to a mailer that died mid-send and is claimed again, so a row is sent at least
 * once. Without a mailer the rows stay 'queued' until one is configured.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toEmail: text('to_email').notNull(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('email_outbox_status_created_idx').on(t.status, t.createdAt),
    check('email_outbox_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
  ],
);

/**
 * A flight or hotel reservation document for a visa application (product.md §4.4,
 * decision 011). `details` holds what the booking dialog sent, normalised by the server
 * (common/contracts/bookings). Flights expire and carry a refundable flag; hotels have neither.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    reference: text('reference').notNull().unique(),
    serviceName: text('service_name').notNull(),
    destination: text('destination').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    status: text('status').notNull().default('confirmed'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    refundable: boolean('refundable'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The conversation the booking was made from, when it was (its trip record, product.md §4.9).
    chatSessionId: text('chat_session_id'),
  },
  (t) => [
    index('bookings_user_created_idx').on(t.userId, t.createdAt),
    index('bookings_user_chat_session_idx').on(t.userId, t.chatSessionId),
    check('bookings_type_check', sql`${t.type} in ('flight', 'hotel')`),
  ],
);

/**
 * The travel profile of the post-booking questionnaire (product.md §7): one per
 * user, replaced when the questionnaire is completed again. The enums are checked by the API's
 * contract (common/contracts/travel-profile); `profile_reference` is what the success toast shows.
 */
/**
 * The travel profile: the questionnaire's answers (product.md §7), or those the chat's wizard
 * gave first (product.md §4.6). Null is an answer not given yet; a questionnaire saves them all.
 * `interests` is null until asked (an empty list is the answer "none"); `duration` comes only
 * from the chat's wizard (short, medium, long).
 */
export const travelProfiles = pgTable('travel_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  travelPurpose: text('travel_purpose'),
  interests: jsonb('interests').$type<string[]>(),
  budgetRange: text('budget_range'),
  duration: text('duration'),
  travelStyle: text('travel_style'),
  ageGroup: text('age_group'),
  accommodationPreferences: text('accommodation_preferences'),
  transportationPreferences: text('transportation_preferences'),
  preferredActivities: jsonb('preferred_activities').$type<string[]>().notNull().default([]),
  dietaryRestrictions: jsonb('dietary_restrictions').$type<string[]>().notNull().default([]),
  profileReference: text('profile_reference').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first answer to a booking or purchase sent with an `Idempotency-Key` header, so a retry
 * after a lost response gets that answer again instead of storing a second order. A row without
 * `status_code` is a request still running. Keys expire after a day (server/src/plugins/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    // The route and a SHA-256 of the validated body: the same key with another request is refused.
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
