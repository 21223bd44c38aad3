// Typed mirror of the SQL migrations in ./migrations (the SQL files are the source of truth; keep both in step).
import { sql } from 'drizzle-orm';
import { boolean, char, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A storefront site: its currency and the locales its content is written in. */
export const sites = pgTable('sites', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  countryCode: char('country_code', { length: 2 }).notNull(),
  defaultLocale: text('default_locale').notNull(),
  locales: text('locales').array().notNull(),
});

/** Consumer types the auth session reports (spec §3 "Auth session"). */
export type ConsumerType = 'GUEST' | 'REGISTERED' | 'EMPLOYEE';

/** A shopper known to the platform, guest or registered. */
export const consumers = pgTable('consumers', {
  consumerNo: text('consumer_no')
    .primaryKey()
    .default(sql`('C' || nextval('consumer_no_seq'))`),
  consumerType: text('consumer_type').$type<ConsumerType>().notNull(),
  memberId: text('member_id'),
  isEmployeeDiscountTcAccepted: boolean('is_employee_discount_tc_accepted').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Opaque bearer tokens, stored as their SHA-256 only. */
export const authTokens = pgTable('auth_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  kind: text('kind').$type<'access' | 'refresh'>().notNull(),
  consumerNo: text('consumer_no').notNull(),
  issuedAt: timestamptz('issued_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  revokedAt: timestamptz('revoked_at'),
});

/** Where a cart is in its life (spec §4: reset on logout, sign-in merge and order placement). */
export type CartStatus = 'active' | 'merged' | 'ordered' | 'abandoned';

/** A consumer's basket on one site; at most one is active per consumer and site. */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  consumerNo: text('consumer_no').notNull(),
  siteId: text('site_id').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  status: text('status').$type<CartStatus>().notNull().default('active'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A content page of a site in one locale; its content lives in versions. */
export const contentPages = pgTable('content_pages', {
  id: uuid('id').primaryKey().defaultRandom(),
  siteId: text('site_id').notNull(),
  locale: text('locale').notNull(),
  slug: text('slug').notNull(),
});

/** One saved edit of a content page. */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    pageId: uuid('page_id').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    blocks: jsonb('blocks').$type<unknown[]>().notNull(),
    published: boolean('published').notNull().default(false),
    publishAt: timestamptz('publish_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.version] })],
);

/** Every table, for drizzle's relational typing. */
export const schema = { sites, consumers, authTokens, carts, contentPages, contentPageVersions };
