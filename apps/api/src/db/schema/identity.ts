import type { Address } from '@coperto/shared/common/address.schemas';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, stampedAt, timestamptz } from './columns';
import { businesses, restaurants } from './tenancy';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Null only for platform admins, who belong to no business. */
    business_id: ref('business_id').references(() => businesses.id),
    restaurant_id: ref('restaurant_id').references(() => restaurants.id),
    role: text('role', { enum: ['admin', 'owner', 'manager', 'staff'] }).notNull(),
    email: text('email').notNull(),
    /** Null until an invited user sets one, or for social-only accounts. */
    password_hash: text('password_hash'),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    phone_number: text('phone_number').notNull().default(''),
    tax_id_code: text('tax_id_code').notNull().default(''),
    address: jsonb('address').$type<Address>().notNull(),
    single_shift_cents: integer('single_shift_cents').notNull().default(0),
    double_shift_cents: integer('double_shift_cents').notNull().default(0),
    breakfast_shift_cents: integer('breakfast_shift_cents').notNull().default(0),
    aperitif_shift_cents: integer('aperitif_shift_cents').notNull().default(0),
    duty: text('duty').notNull().default(''),
    /** The language of the emails sent to this person (rota published): the dashboard's. */
    language: text('language').notNull().default('it'),
    photo_url: text('photo_url'),
    google_subject: text('google_subject'),
    email_verified_at: timestamptz('email_verified_at'),
    disabled_at: timestamptz('disabled_at'),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_google_subject_uq').on(t.google_subject),
    index('users_business_idx').on(t.business_id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    business_id: ref('business_id').references(() => businesses.id),
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id),
    restaurant_id: ref('restaurant_id').references(() => restaurants.id),
    created_at: stampedAt(),
    last_seen_at: stampedAt('last_seen_at'),
    expires_at: timestamptz('expires_at').notNull(),
    revoked_at: timestamptz('revoked_at'),
    ip: text('ip').notNull().default(''),
    user_agent: text('user_agent').notNull().default(''),
  },
  (t) => [
    index('sessions_user_idx').on(t.user_id),
    index('sessions_business_idx').on(t.business_id),
  ],
);

/**
 * One-time secrets: 6-digit codes (sign-up verification) and link tokens (password reset,
 * invitation). Only hashes are stored; `public_id` is what a URL may show.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    public_id: text('public_id').notNull(),
    business_id: ref('business_id').references(() => businesses.id),
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', {
      enum: ['signup_verification', 'demo_verification', 'password_reset', 'invitation'],
    }).notNull(),
    secret_hash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    created_at: stampedAt(),
  },
  (t) => [
    uniqueIndex('one_time_codes_public_id_uq').on(t.public_id),
    uniqueIndex('one_time_codes_secret_hash_uq').on(t.secret_hash),
    index('one_time_codes_user_idx').on(t.user_id),
  ],
);

/** PKCE verifier and nonce of a social sign-in in flight, so any API process can complete it. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  code_verifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  public_key: text('public_key'),
  expires_at: timestamptz('expires_at').notNull(),
});

/** Fixed-window counters shared by every API process (brute-force limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  window_started_at: timestamptz('window_started_at').notNull(),
  hits: integer('hits').notNull(),
});
