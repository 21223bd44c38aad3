// The database schema: the one source of truth. drizzle-kit generates the migrations in ./drizzle from it
// (`pnpm --filter commerce-api db:generate`, see the README); a test fails when the two disagree. Constraints and
// indexes carry the names PostgreSQL gave them when the schema was still written as SQL (`<table>_<column>_fkey`,
// `_check`, `_key`, `_pkey`), so databases made then and databases made from this file are the same.
import { sql } from 'drizzle-orm';
import type { CustomsDesign, CustomsOptions } from '../catalog/customisation';
import {
  bigserial,
  boolean,
  char,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A foreign key named as PostgreSQL names an unnamed one: `<table>_<column>_fkey`. */
const fk = (table: string, column: PgColumn, target: () => PgColumn, onDelete?: 'cascade' | 'set null') => {
  const key = foreignKey({ name: `${table}_${column.name}_fkey`, columns: [column], foreignColumns: [target()] });
  return onDelete ? key.onDelete(onDelete) : key;
};

/** Readable, ordered consumer numbers like C100000001; nothing secret depends on them. */
export const consumerNoSeq = pgSequence('consumer_no_seq', { startWith: 100000001 });
/** Member ids shown on the loyalty pass, readable and ordered like consumer numbers. */
export const memberIdSeq = pgSequence('member_id_seq', { startWith: 70000001 });
/** Support case numbers like CS500001. */
export const supportCaseNoSeq = pgSequence('support_case_no_seq', { startWith: 500001 });
/** Readable, ordered order numbers like SB40000001. */
export const orderNoSeq = pgSequence('order_no_seq', { startWith: 40000001 });

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
export const consumers = pgTable(
  'consumers',
  {
    consumerNo: text('consumer_no')
      .primaryKey()
      .default(sql`('C' || nextval('consumer_no_seq'))`),
    consumerType: text('consumer_type').$type<ConsumerType>().notNull(),
    memberId: text('member_id'),
    isEmployeeDiscountTcAccepted: boolean('is_employee_discount_tc_accepted').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('consumers_consumer_type_check', sql`consumer_type in ('GUEST', 'REGISTERED', 'EMPLOYEE')`),
    index('consumers_guest_created_at_idx')
      .on(table.createdAt)
      .where(sql`consumer_type = 'GUEST'`),
  ],
);

/** Opaque bearer tokens, stored as their SHA-256 only. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'access' | 'refresh'>().notNull(),
    consumerNo: text('consumer_no').notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    check('auth_tokens_kind_check', sql`kind in ('access', 'refresh')`),
    fk('auth_tokens', table.consumerNo, () => consumers.consumerNo, 'cascade'),
    index('auth_tokens_consumer_no_idx').on(table.consumerNo),
    index('auth_tokens_expires_at_idx').on(table.expiresAt),
  ],
);

/** Where a cart is in its life (spec §4: reset on logout, sign-in merge and order placement). */
export type CartStatus = 'active' | 'merged' | 'ordered' | 'abandoned';

/** A consumer's basket on one site; at most one is active per consumer and site. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerNo: text('consumer_no').notNull(),
    siteId: text('site_id').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').$type<CartStatus>().notNull().default('active'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    fk('carts', table.consumerNo, () => consumers.consumerNo, 'cascade'),
    fk('carts', table.siteId, () => sites.id),
    check('carts_status_check', sql`status in ('active', 'merged', 'ordered', 'abandoned')`),
    uniqueIndex('carts_one_active_per_consumer_site')
      .on(table.consumerNo, table.siteId)
      .where(sql`status = 'active'`),
  ],
);

/** A content page of a site in one locale; its content lives in versions. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: text('site_id').notNull(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
  },
  (table) => [
    fk('content_pages', table.siteId, () => sites.id),
    unique('content_pages_site_id_locale_slug_key').on(table.siteId, table.locale, table.slug),
  ],
);

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
  (table) => [
    primaryKey({ name: 'content_page_versions_pkey', columns: [table.pageId, table.version] }),
    fk('content_page_versions', table.pageId, () => contentPages.id, 'cascade'),
  ],
);

// --- 0003_consumers: identity, the account, wishlists, decision engine and social media ---

/** A registered consumer's profile (spec §3 "Consumer profile"). Email is stored lower-cased. */
export const consumerProfiles = pgTable(
  'consumer_profiles',
  {
    consumerNo: text('consumer_no').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneE164: text('phone_e164'),
    phone: text('phone'),
    phoneCode: text('phone_code'),
    postalCode: text('postal_code'),
    birthDate: date('birth_date'),
    gender: text('gender'),
    countryCode: char('country_code', { length: 2 }),
    siteId: text('site_id'),
    interests: text('interests').notNull().default(''),
    preferredShoeSize: text('preferred_shoe_size'),
    acquisitionType: text('acquisition_type'),
    campaignName: text('campaign_name'),
    notificationPreferences: jsonb('notification_preferences').$type<Record<string, boolean>>().notNull().default({}),
    isLoyaltyMember: boolean('is_loyalty_member').notNull().default(false),
    loyaltyOptInDate: timestamptz('loyalty_opt_in_date'),
    loyaltyPoints: integer('loyalty_points').notNull().default(0),
    termsConfirmedAt: timestamptz('terms_confirmed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    fk('consumer_profiles', table.consumerNo, () => consumers.consumerNo, 'cascade'),
    fk('consumer_profiles', table.siteId, () => sites.id),
    check('consumer_profiles_loyalty_points_check', sql`loyalty_points >= 0`),
    uniqueIndex('consumer_profiles_email_idx').on(table.email),
    uniqueIndex('consumer_profiles_phone_idx')
      .on(table.phoneE164)
      .where(sql`phone_e164 is not null`),
  ],
);

/** A registered consumer's password (scrypt) and lockout state. */
export const consumerCredentials = pgTable(
  'consumer_credentials',
  {
    consumerNo: text('consumer_no').primaryKey(),
    passwordHash: text('password_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    passwordChangedAt: timestamptz('password_changed_at').notNull().defaultNow(),
  },
  (table) => [fk('consumer_credentials', table.consumerNo, () => consumers.consumerNo, 'cascade')],
);

/** One-time PKCE authorization codes (hashed) with their S256 challenge. */
export const authorizationCodes = pgTable(
  'authorization_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    consumerNo: text('consumer_no').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    fk('authorization_codes', table.consumerNo, () => consumers.consumerNo, 'cascade'),
    index('authorization_codes_consumer_no_idx').on(table.consumerNo),
    index('authorization_codes_expires_at_idx').on(table.expiresAt),
  ],
);

/** One-time password reset codes (hashed). */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    consumerNo: text('consumer_no').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [fk('password_reset_codes', table.consumerNo, () => consumers.consumerNo, 'cascade')],
);

/** Messages the platform would e-mail or text; there is no mail server, so they are kept here. */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerNo: text('consumer_no'),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    fk('outbound_messages', table.consumerNo, () => consumers.consumerNo, 'cascade'),
    index('outbound_messages_recipient_idx').on(table.recipient, table.kind),
  ],
);

/** Shipping (S) or billing (B) address book entry; one main per type. */
export const consumerAddresses = pgTable(
  'consumer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerNo: text('consumer_no').notNull(),
    approachType: char('approach_type', { length: 1 }).$type<'S' | 'B'>().notNull(),
    main: boolean('main').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    phoneCode: text('phone_code'),
    recipientContactPhone: text('recipient_contact_phone'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    province: text('province'),
    postalCode: text('postal_code').notNull(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    isValidated: boolean('is_validated').notNull().default(false),
    newsletterConsent: boolean('newsletter_consent').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    fk('consumer_addresses', table.consumerNo, () => consumers.consumerNo, 'cascade'),
    check('consumer_addresses_approach_type_check', sql`approach_type in ('S', 'B')`),
    index('consumer_addresses_consumer_no_idx').on(table.consumerNo),
    uniqueIndex('consumer_addresses_one_main')
      .on(table.consumerNo, table.approachType)
      .where(sql`main`),
  ],
);

/** Payment methods an instrument can be saved for (spec §3 "Payment instrument"). */
export type PaymentMethodId =
  | 'CREDIT_CARD'
  | 'GIFT_CARD'
  | 'REWARD_CARD'
  | 'REWARD_CODE'
  | 'PAYPAL'
  | 'KLARNA'
  | 'ATHLETES_PAYMENT'
  | 'LOYALTY_POINTS';

/** A saved payment instrument; `details` holds the method's display fields, never a full card number. */
export const consumerPaymentInstruments = pgTable(
  'consumer_payment_instruments',
  {
    id: text('id').primaryKey(),
    consumerNo: text('consumer_no').notNull(),
    paymentMethodId: text('payment_method_id').$type<PaymentMethodId>().notNull(),
    main: boolean('main').notNull().default(false),
    fingerprint: text('fingerprint').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    fk('consumer_payment_instruments', table.consumerNo, () => consumers.consumerNo, 'cascade'),
    check(
      'consumer_payment_instruments_payment_method_id_check',
      sql`payment_method_id in ('CREDIT_CARD', 'GIFT_CARD', 'REWARD_CARD', 'REWARD_CODE', 'PAYPAL', 'KLARNA', 'ATHLETES_PAYMENT', 'LOYALTY_POINTS')`,
    ),
    uniqueIndex('consumer_payment_instruments_unique').on(table.consumerNo, table.paymentMethodId, table.fingerprint),
    uniqueIndex('consumer_payment_instruments_one_main')
      .on(table.consumerNo, table.paymentMethodId)
      .where(sql`main`),
  ],
);

/** Newsletter, loyalty newsletter and loyalty subscriptions by channel (spec §3 "Subscription"). */
export const consumerSubscriptions = pgTable(
  'consumer_subscriptions',
  {
    consumerNo: text('consumer_no').notNull(),
    type: text('type').$type<'Newsletter' | 'LoyaltyNewsletter' | 'Loyalty'>().notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    optin: boolean('optin').notNull(),
    doubleOptin: boolean('double_optin').notNull().default(false),
    recipient: text('recipient').notNull(),
    category: text('category'),
    country: char('country', { length: 2 }),
    region: text('region'),
    campaignName: text('campaign_name'),
    optinDate: timestamptz('optin_date'),
    optoutDate: timestamptz('optout_date'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'consumer_subscriptions_pkey', columns: [table.consumerNo, table.type, table.channel] }),
    fk('consumer_subscriptions', table.consumerNo, () => consumers.consumerNo, 'cascade'),
    check('consumer_subscriptions_type_check', sql`type in ('Newsletter', 'LoyaltyNewsletter', 'Loyalty')`),
    check('consumer_subscriptions_channel_check', sql`channel in ('email', 'sms')`),
  ],
);

/** Loyalty pass tokens (hashed). */
export const loyaltyTokens = pgTable(
  'loyalty_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    consumerNo: text('consumer_no').notNull(),
    usid: text('usid'),
    referralCode: text('referral_code'),
    leadSource: text('lead_source'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [fk('loyalty_tokens', table.consumerNo, () => consumers.consumerNo, 'cascade')],
);

/** Spend programmes: employee (annual cap), athlete and professional identities WRANX/IPA (annual credit). */
export type Programme = 'EMPLOYEE' | 'ATHLETE' | 'WRANX' | 'IPA';

/** A consumer's membership of a spend programme. */
export const consumerProgrammes = pgTable(
  'consumer_programmes',
  {
    consumerNo: text('consumer_no').notNull(),
    programme: text('programme').$type<Programme>().notNull(),
    externalId: text('external_id').notNull(),
    currentSpend: numeric('current_spend', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    annualLimit: numeric('annual_limit', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'consumer_programmes_pkey', columns: [table.consumerNo, table.programme] }),
    fk('consumer_programmes', table.consumerNo, () => consumers.consumerNo, 'cascade'),
    check('consumer_programmes_programme_check', sql`programme in ('EMPLOYEE', 'ATHLETE', 'WRANX', 'IPA')`),
  ],
);

/** A store associate who can open buy-in-store sessions. */
export const storeEmployees = pgTable(
  'store_employees',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull(),
    storeName: text('store_name').notNull(),
    name: text('name').notNull(),
    login: text('login').notNull(),
    passwordHash: text('password_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (table) => [
    unique('store_employees_login_key').on(table.login),
    index('store_employees_store_id_idx').on(table.storeId),
  ],
);

/** An associate selling in a store on a consumer session (spec §3 "Buy-in-store session"). */
export const buyInStoreSessions = pgTable(
  'buy_in_store_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerNo: text('consumer_no').notNull(),
    storeEmployeeId: text('store_employee_id').notNull(),
    storeId: text('store_id').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
  },
  (table) => [
    fk('buy_in_store_sessions', table.consumerNo, () => consumers.consumerNo, 'cascade'),
    fk('buy_in_store_sessions', table.storeEmployeeId, () => storeEmployees.id),
    uniqueIndex('buy_in_store_sessions_one_open')
      .on(table.consumerNo)
      .where(sql`ended_at is null`),
  ],
);

/** A consumer's favourites list; merged lists stay for the record. */
export const favoriteLists = pgTable(
  'favorite_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerNo: text('consumer_no').notNull(),
    sharedAt: timestamptz('shared_at'),
    status: text('status').$type<'active' | 'merged'>().notNull().default('active'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    fk('favorite_lists', table.consumerNo, () => consumers.consumerNo, 'cascade'),
    check('favorite_lists_status_check', sql`status in ('active', 'merged')`),
    uniqueIndex('favorite_lists_one_active')
      .on(table.consumerNo)
      .where(sql`status = 'active'`),
  ],
);

/** One product or variant in a favourites list. */
export const favoriteItems = pgTable(
  'favorite_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    favoriteId: uuid('favorite_id').notNull(),
    itemId: text('item_id').notNull(),
    itemType: text('item_type').notNull().default('product'),
    qty: integer('qty').notNull().default(1),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (table) => [
    fk('favorite_items', table.favoriteId, () => favoriteLists.id, 'cascade'),
    check('favorite_items_qty_check', sql`qty > 0`),
    unique('favorite_items_favorite_id_item_id_key').on(table.favoriteId, table.itemId),
  ],
);

/** A consumer's saved-for-later list (written by the cart, read by wishlists). */
export const saveForLaterLists = pgTable(
  'save_for_later_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerNo: text('consumer_no').notNull(),
    status: text('status').$type<'active' | 'merged'>().notNull().default('active'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    fk('save_for_later_lists', table.consumerNo, () => consumers.consumerNo, 'cascade'),
    check('save_for_later_lists_status_check', sql`status in ('active', 'merged')`),
    uniqueIndex('save_for_later_lists_one_active')
      .on(table.consumerNo)
      .where(sql`status = 'active'`),
  ],
);

/** An item moved out of the cart for later. */
export const saveForLaterItems = pgTable(
  'save_for_later_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id').notNull(),
    productId: text('product_id').notNull(),
    upc: text('upc'),
    qty: integer('qty').notNull().default(1),
    pageUrl: text('page_url'),
    productImageUrl: text('product_image_url'),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (table) => [
    fk('save_for_later_items', table.listId, () => saveForLaterLists.id, 'cascade'),
    check('save_for_later_items_qty_check', sql`qty > 0`),
    index('save_for_later_items_list_id_idx').on(table.listId),
  ],
);

/** A consumer's registration for a CMS event (content-blocks §3 registration payload). */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerNo: text('consumer_no').notNull(),
    eventId: text('event_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    registeredAt: timestamptz('registered_at').notNull(),
  },
  (table) => [
    fk('event_registrations', table.consumerNo, () => consumers.consumerNo, 'cascade'),
    unique('event_registrations_consumer_no_event_id_key').on(table.consumerNo, table.eventId),
  ],
);

/** Warranty claims and contact-us messages. */
export const supportCases = pgTable(
  'support_cases',
  {
    caseNumber: text('case_number')
      .primaryKey()
      .default(sql`('CS' || nextval('support_case_no_seq'))`),
    kind: text('kind').$type<'warranty' | 'contact'>().notNull(),
    consumerNo: text('consumer_no'),
    email: text('email').notNull(),
    category: text('category'),
    subject: text('subject'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('support_cases_kind_check', sql`kind in ('warranty', 'contact')`),
    fk('support_cases', table.consumerNo, () => consumers.consumerNo, 'set null'),
  ],
);

/** Raw bytes (`bytea`): a Buffer on the way in and out (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Photos of a warranty claim, in the order they were sent (migration 0014). */
export const supportCasePhotos = pgTable(
  'support_case_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseNumber: text('case_number').notNull(),
    position: integer('position').notNull(),
    fileName: text('file_name'),
    contentType: text('content_type').$type<'image/jpeg' | 'image/png' | 'image/webp'>().notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    fk('support_case_photos', table.caseNumber, () => supportCases.caseNumber, 'cascade'),
    check('support_case_photos_content_type_check', sql`content_type in ('image/jpeg', 'image/png', 'image/webp')`),
    check('support_case_photos_byte_size_check', sql`byte_size > 0`),
    unique('support_case_photos_case_number_position_key').on(table.caseNumber, table.position),
  ],
);

/** A decision-engine experience of a brand: its targeting rules and variants. */
export const engineExperiences = pgTable('engine_experiences', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  name: text('name').notNull(),
  targeting: jsonb('targeting').$type<Record<string, unknown>>().notNull(),
  variants: jsonb('variants').$type<unknown[]>().notNull(),
  active: boolean('active').notNull().default(true),
});

/** A record event of the decision engine (0009): rec clicks, rec impressions or experience impressions of a visitor. */
export const engineRecords = pgTable(
  'engine_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
    visitorId: text('visitor_id').notNull(),
    kind: text('kind').$type<'RecClicks' | 'RecImpressions' | 'Impressions'>().notNull(),
    ids: jsonb('ids').$type<string[]>().notNull(),
  },
  (table) => [
    check('engine_records_kind_check', sql`kind in ('RecClicks', 'RecImpressions', 'Impressions')`),
    index('engine_records_visitor_idx').on(table.visitorId, table.id.desc().nullsFirst()),
  ],
);

/** A member of the social media (user-generated content) service. */
export const socialUsers = pgTable('social_users', {
  id: text('id').primaryKey(),
  screenName: text('screen_name').notNull(),
  email: text('email'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A stream groups media, usually of one product or category. */
export const socialStreams = pgTable('social_streams', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  productId: text('product_id'),
  category: text('category'),
});

/** A photo shared by a shopper. */
export const socialMedia = pgTable(
  'social_media',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    caption: text('caption').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    status: text('status').$type<'approved' | 'pending' | 'rejected'>().notNull().default('approved'),
    source: text('source').notNull().default('instagram'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    fk('social_media', table.userId, () => socialUsers.id),
    check('social_media_status_check', sql`status in ('approved', 'pending', 'rejected')`),
  ],
);

/** Which streams a photo appears in. */
export const socialMediaStreams = pgTable(
  'social_media_streams',
  { mediaId: text('media_id').notNull(), streamId: text('stream_id').notNull() },
  (table) => [
    primaryKey({ name: 'social_media_streams_pkey', columns: [table.mediaId, table.streamId] }),
    fk('social_media_streams', table.mediaId, () => socialMedia.id, 'cascade'),
    fk('social_media_streams', table.streamId, () => socialStreams.id, 'cascade'),
  ],
);

/** A visitor's report of a photo. */
export const socialMediaReports = pgTable(
  'social_media_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mediaId: text('media_id').notNull(),
    reason: text('reason').notNull(),
    email: text('email'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [fk('social_media_reports', table.mediaId, () => socialMedia.id, 'cascade')],
);

/** Media a visitor collected before submitting them. */
export const socialStashes = pgTable('social_stashes', {
  id: uuid('id').primaryKey().defaultRandom(),
  mediaIds: text('media_ids').array().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** The tables of 0003_consumers, for the `schema` object below. */
const consumerTables = {
  consumerProfiles,
  consumerCredentials,
  authorizationCodes,
  passwordResetCodes,
  outboundMessages,
  consumerAddresses,
  consumerPaymentInstruments,
  consumerSubscriptions,
  loyaltyTokens,
  consumerProgrammes,
  storeEmployees,
  buyInStoreSessions,
  favoriteLists,
  favoriteItems,
  saveForLaterLists,
  saveForLaterItems,
  eventRegistrations,
  supportCases,
  supportCasePhotos,
  engineExperiences,
  engineRecords,
  socialUsers,
  socialStreams,
  socialMedia,
  socialMediaStreams,
  socialMediaReports,
  socialStashes,
};

// --- 0002_catalog: categories, products, variants, prices, stores, inventory, reviews, Q&A, sets, promotions.

/** A category of the catalogue tree; ids are numeric (4–10 digits) as in `/c/{slug}-{id}`. */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    check('categories_id_check', sql`id ~ '^[0-9]{4,10}$'`),
    fk('categories', table.parentId, () => table.id),
    index('categories_parent_id_idx').on(table.parentId),
  ],
);

/** Genders the catalogue is split by. */
export type ProductGender = 'men' | 'women' | 'kids' | 'unisex';

/** A product (a style); what is bought is one of its variants. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull(),
    gender: text('gender').$type<ProductGender>().notNull(),
    productType: text('product_type').notNull(),
    categoryId: text('category_id').notNull(),
    activities: text('activities').array().notNull().default([]),
    season: text('season').notNull(),
    badge: text('badge'),
    eyebrow: text('eyebrow'),
    features: text('features').array().notNull().default([]),
    maxQty: integer('max_qty'),
    isDigital: boolean('is_digital').notNull().default(false),
    isCustomizable: boolean('is_customizable').notNull().default(false),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    check('products_id_check', sql`id ~ '^[A-Z0-9]{8,11}$'`),
    check('products_gender_check', sql`gender in ('men', 'women', 'kids', 'unisex')`),
    fk('products', table.categoryId, () => categories.id),
    check('products_max_qty_check', sql`max_qty is null or max_qty > 0`),
    index('products_category_id_idx').on(table.categoryId),
    index('products_type_gender_idx').on(table.productType, table.gender),
  ],
);

/** Every category a product is listed in (its own and collections). */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: text('product_id').notNull(),
    categoryId: text('category_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'product_categories_pkey', columns: [table.productId, table.categoryId] }),
    fk('product_categories', table.productId, () => products.id, 'cascade'),
    fk('product_categories', table.categoryId, () => categories.id),
    index('product_categories_category_id_idx').on(table.categoryId),
  ],
);

/** A colour and size of a product, identified by its UPC. */
export const productVariants = pgTable(
  'product_variants',
  {
    upc: text('upc').primaryKey(),
    productId: text('product_id').notNull(),
    colorCode: char('color_code', { length: 3 }).notNull(),
    colorName: text('color_name').notNull(),
    colorHex: char('color_hex', { length: 7 }).notNull(),
    size: text('size').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    check('product_variants_upc_check', sql`upc ~ '^[0-9]{12}$'`),
    fk('product_variants', table.productId, () => products.id, 'cascade'),
    unique('product_variants_product_id_color_code_size_key').on(table.productId, table.colorCode, table.size),
    index('product_variants_product_id_idx').on(table.productId),
  ],
);

/** Prices of a product in one currency, in major units. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: text('product_id').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    original: numeric('original', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    current: numeric('current', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    historicBest: numeric('historic_best', { precision: 12, scale: 2, mode: 'number' }),
    salesPriceActiveDate: timestamptz('sales_price_active_date'),
  },
  (table) => [
    primaryKey({ name: 'product_prices_pkey', columns: [table.productId, table.currency] }),
    fk('product_prices', table.productId, () => products.id, 'cascade'),
    check('product_prices_original_check', sql`original >= 0`),
    check('product_prices_current_check', sql`current >= 0`),
  ],
);

/** A shop or a collection point (PUDO). */
export const stores = pgTable(
  'stores',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'store' | 'collectionPoint'>().notNull(),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    city: text('city').notNull(),
    province: text('province'),
    postalCode: text('postal_code').notNull(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    phone: text('phone'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    services: text('services').array().notNull(),
    openingHours: jsonb('opening_hours').$type<Record<string, string>>().notNull(),
  },
  (table) => [
    check('stores_kind_check', sql`kind in ('store', 'collectionPoint')`),
    index('stores_country_code_idx').on(table.countryCode),
  ],
);

/** Stock of a variant at a location (`online` is the web warehouse). */
export const inventory = pgTable(
  'inventory',
  {
    upc: text('upc').notNull(),
    locationId: text('location_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ name: 'inventory_pkey', columns: [table.upc, table.locationId] }),
    fk('inventory', table.upc, () => productVariants.upc, 'cascade'),
    check('inventory_quantity_check', sql`quantity >= 0`),
    index('inventory_location_id_idx').on(table.locationId),
  ],
);

/** A product review. */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    nickname: text('nickname').notNull(),
    locale: text('locale').notNull(),
    location: text('location'),
    isRecommended: boolean('is_recommended'),
    helpfulVotes: integer('helpful_votes').notNull().default(0),
    notHelpfulVotes: integer('not_helpful_votes').notNull().default(0),
    flags: integer('flags').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    /** The consumer number of a shopper-written review (0006); null for seeded reviews. */
    author: text('author'),
    /** `runsSmall`, `trueToSize` or `runsLarge` when the writer answered (0006). */
    fit: text('fit'),
    /** `published`, or `pending` for a guest's review until a moderator publishes it (0011). */
    status: text('status').notNull().default('published'),
  },
  (table) => [
    fk('reviews', table.productId, () => products.id, 'cascade'),
    check('reviews_rating_check', sql`rating between 1 and 5`),
    index('reviews_product_id_idx').on(table.productId, table.createdAt.desc().nullsFirst()),
    check('reviews_fit_check', sql`fit is null or fit in ('runsSmall', 'trueToSize', 'runsLarge')`),
    index('reviews_author_idx')
      .on(table.author)
      .where(sql`author is not null`),
    check('reviews_status_check', sql`status in ('published', 'pending')`),
    index('reviews_pending_idx')
      .on(table.createdAt)
      .where(sql`status = 'pending'`),
  ],
);

/** One vote or flag per voter and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: text('review_id').notNull(),
    voter: text('voter').notNull(),
    vote: text('vote').$type<'helpful' | 'unhelpful' | 'flag'>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'review_votes_pkey', columns: [table.reviewId, table.voter, table.vote] }),
    fk('review_votes', table.reviewId, () => reviews.id, 'cascade'),
    check('review_votes_vote_check', sql`vote in ('helpful', 'unhelpful', 'flag')`),
  ],
);

/** A shopper's question about a product. */
export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    productId: text('product_id').notNull(),
    text: text('text').notNull(),
    nickname: text('nickname').notNull(),
    email: text('email'),
    status: text('status').$type<'published' | 'pending'>().notNull().default('published'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    fk('questions', table.productId, () => products.id, 'cascade'),
    check('questions_status_check', sql`status in ('published', 'pending')`),
    index('questions_product_id_idx').on(table.productId, table.createdAt.desc().nullsFirst()),
  ],
);

/** An answer to a question. */
export const answers = pgTable(
  'answers',
  {
    id: text('id').primaryKey(),
    questionId: text('question_id').notNull(),
    text: text('text').notNull(),
    nickname: text('nickname').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    helpfulVotes: integer('helpful_votes').notNull().default(0),
    notHelpfulVotes: integer('not_helpful_votes').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    fk('answers', table.questionId, () => questions.id, 'cascade'),
    index('answers_question_id_idx').on(table.questionId),
  ],
);

/** One vote per voter and answer. */
export const answerVotes = pgTable(
  'answer_votes',
  {
    answerId: text('answer_id').notNull(),
    voter: text('voter').notNull(),
    vote: text('vote').$type<'helpful' | 'unhelpful'>().notNull(),
  },
  (table) => [
    primaryKey({ name: 'answer_votes_pkey', columns: [table.answerId, table.voter] }),
    fk('answer_votes', table.answerId, () => answers.id, 'cascade'),
    check('answer_votes_vote_check', sql`vote in ('helpful', 'unhelpful')`),
  ],
);

/** A bundle of products sold together ("shop the look"). */
export const productSets = pgTable(
  'product_sets',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  () => [check('product_sets_id_check', sql`id ~ '^[A-Z0-9]{8,11}$'`)],
);

/** A product of a set, in display order. */
export const productSetItems = pgTable(
  'product_set_items',
  {
    setId: text('set_id').notNull(),
    productId: text('product_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ name: 'product_set_items_pkey', columns: [table.setId, table.productId] }),
    fk('product_set_items', table.setId, () => productSets.id, 'cascade'),
    fk('product_set_items', table.productId, () => products.id, 'cascade'),
    index('product_set_items_product_id_idx').on(table.productId),
  ],
);

/** Which lines a PRODUCT promotion covers; empty lists mean every line. */
export interface PromotionScope {
  productTypes?: string[];
  genders?: ProductGender[];
}

/** A promotion: money off an order or products, or free shipping above a threshold. */
export const promotions = pgTable(
  'promotions',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    calloutMessage: text('callout_message').notNull(),
    level: text('level').$type<'ORDER' | 'PRODUCT' | 'SHIPPING'>().notNull(),
    promotionClass: text('promotion_class').notNull(),
    discountType: text('discount_type').$type<'percent' | 'amount' | 'free_shipping'>().notNull(),
    discountValue: numeric('discount_value', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    thresholds: jsonb('thresholds').$type<Record<string, number>>().notNull().default({}),
    appliesTo: jsonb('applies_to').$type<PromotionScope>().notNull().default({}),
    requiresCoupon: boolean('requires_coupon').notNull().default(false),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
  },
  () => [
    check('promotions_level_check', sql`level in ('ORDER', 'PRODUCT', 'SHIPPING')`),
    check('promotions_discount_type_check', sql`discount_type in ('percent', 'amount', 'free_shipping')`),
  ],
);

/** A coupon code unlocking a promotion. */
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    promotionId: text('promotion_id').notNull(),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [fk('coupons', table.promotionId, () => promotions.id)],
);

/** A back-in-stock request. */
export const productNotifications = pgTable(
  'product_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id').notNull(),
    upc: text('upc'),
    email: text('email').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    fk('product_notifications', table.productId, () => products.id, 'cascade'),
    unique('product_notifications_product_id_upc_email_key')
      .on(table.productId, table.upc, table.email)
      .nullsNotDistinct(),
  ],
);

/** The tables of 0002_catalog, for the `schema` object below. */
const catalogTables = {
  categories,
  products,
  productCategories,
  productVariants,
  productPrices,
  stores,
  inventory,
  reviews,
  reviewVotes,
  questions,
  answers,
  answerVotes,
  productSets,
  productSetItems,
  promotions,
  coupons,
  productNotifications,
};

// --- 0004_orders: cart contents and checkout state, gift cards, sandbox payments, orders.

/** How a cart line reaches the shopper (spec §3 method codes; home lines use the cart's home method). */
export type Fulfilment = 'home' | 'pickup' | 'sts' | 'digital' | 'customs';

/** A gift wrapped with a message (spec §3 cart item giftOption). */
export interface GiftOption {
  to?: string | undefined;
  email?: string | undefined;
  message?: string | undefined;
}

/** One line of a cart. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id').notNull(),
    productId: text('product_id').notNull(),
    upc: text('upc').notNull(),
    qty: integer('qty').notNull(),
    maxQty: integer('max_qty').notNull(),
    fulfilment: text('fulfilment').$type<Fulfilment>().notNull(),
    storeId: text('store_id'),
    recipeId: text('recipe_id'),
    precreatedCustomsCode: text('precreated_customs_code'),
    customAmount: numeric('custom_amount', { precision: 12, scale: 2, mode: 'number' }),
    giftOption: jsonb('gift_option').$type<GiftOption>(),
    productImageUrl: text('product_image_url'),
    pdpUrl: text('pdp_url'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** A made-to-order line's design, copied from its recipe when added (0015). */
    customs: jsonb('customs').$type<CustomsDesign>(),
  },
  (table) => [
    fk('cart_items', table.cartId, () => carts.id, 'cascade'),
    fk('cart_items', table.productId, () => products.id),
    fk('cart_items', table.upc, () => productVariants.upc),
    check('cart_items_qty_check', sql`qty > 0`),
    check('cart_items_max_qty_check', sql`max_qty > 0`),
    check('cart_items_fulfilment_check', sql`fulfilment in ('home', 'pickup', 'sts', 'digital', 'customs')`),
    fk('cart_items', table.storeId, () => stores.id),
    check('cart_items_check', sql`(fulfilment in ('pickup', 'sts')) = (store_id is not null)`),
    index('cart_items_cart_id_idx').on(table.cartId),
  ],
);

/** A coupon code applied to a cart. */
export const cartCoupons = pgTable(
  'cart_coupons',
  {
    cartId: uuid('cart_id').notNull(),
    code: text('code').notNull(),
    appliedAt: timestamptz('applied_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'cart_coupons_pkey', columns: [table.cartId, table.code] }),
    fk('cart_coupons', table.cartId, () => carts.id, 'cascade'),
    fk('cart_coupons', table.code, () => coupons.code),
  ],
);

/** An address as carts and orders keep it. */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string | undefined;
  city: string;
  province?: string | undefined;
  postalCode: string;
  country: string;
  phone: string;
  phoneCode?: string | undefined;
  recipientContactPhone?: string | undefined;
  email?: string | undefined;
}

/** Checkout state of a cart. */
export const cartCheckouts = pgTable(
  'cart_checkouts',
  {
    cartId: uuid('cart_id').primaryKey(),
    email: text('email'),
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>(),
    shippingAddressValidated: boolean('shipping_address_validated').notNull().default(false),
    shippingMethod: text('shipping_method').$type<'standard' | 'pudo'>().notNull().default('standard'),
    pudoId: text('pudo_id'),
    billingAddress: jsonb('billing_address').$type<PostalAddress>(),
    reward: jsonb('reward').$type<{ appliedLoyaltyVoucher: string; amount: number }>(),
    deviceFingerprint: text('device_fingerprint'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    fk('cart_checkouts', table.cartId, () => carts.id, 'cascade'),
    check('cart_checkouts_shipping_method_check', sql`shipping_method in ('standard', 'pudo')`),
    fk('cart_checkouts', table.pudoId, () => stores.id),
  ],
);

/** Payment methods a cart may be paid with. */
export type CartPaymentMethod = 'CREDIT_CARD' | 'GIFT_CARD' | 'PAYPAL' | 'KLARNA' | 'REWARD_CARD';

/** An instrument chosen to pay a cart. */
export const cartPaymentInstruments = pgTable(
  'cart_payment_instruments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id').notNull(),
    paymentMethodId: text('payment_method_id').$type<CartPaymentMethod>().notNull(),
    paymentInstrumentId: text('payment_instrument_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    fk('cart_payment_instruments', table.cartId, () => carts.id, 'cascade'),
    check(
      'cart_payment_instruments_payment_method_id_check',
      sql`payment_method_id in ('CREDIT_CARD', 'GIFT_CARD', 'PAYPAL', 'KLARNA', 'REWARD_CARD', 'REWARD_CODE', 'ATHLETES_PAYMENT')`,
    ),
    index('cart_payment_instruments_cart_id_idx').on(table.cartId),
  ],
);

/** A price override on a line or the whole cart. */
export const cartPriceAdjustments = pgTable(
  'cart_price_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id').notNull(),
    itemId: uuid('item_id'),
    kind: text('kind').$type<'amount' | 'percent'>().notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    fk('cart_price_adjustments', table.cartId, () => carts.id, 'cascade'),
    fk('cart_price_adjustments', table.itemId, () => cartItems.id, 'cascade'),
    check('cart_price_adjustments_kind_check', sql`kind in ('amount', 'percent')`),
    check('cart_price_adjustments_value_check', sql`value > 0`),
    index('cart_price_adjustments_cart_id_idx').on(table.cartId),
  ],
);

/** Something that changed in a cart without the shopper asking (spec §4 delivery transitions). */
export const cartNotifications = pgTable(
  'cart_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id').notNull(),
    itemId: uuid('item_id'),
    code: text('code').notNull(),
    message: text('message').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    fk('cart_notifications', table.cartId, () => carts.id, 'cascade'),
    index('cart_notifications_cart_id_idx').on(table.cartId),
  ],
);

/** A gift card, known by hashes of its number and PIN. */
export const giftCards = pgTable(
  'gift_cards',
  {
    numberHash: text('number_hash').primaryKey(),
    lastFour: char('last_four', { length: 4 }).notNull(),
    pinHash: text('pin_hash').notNull(),
    balance: numeric('balance', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The order line that bought the card (0012); null for the demo cards. */
    orderNo: text('order_no'),
    lineNo: integer('line_no'),
  },
  (table) => [
    check('gift_cards_balance_check', sql`balance >= 0`),
    index('gift_cards_order_idx')
      .on(table.orderNo)
      .where(sql`order_no is not null`),
  ],
);

/** Where an order is in its life. */
export type OrderStatus = 'pending_payment' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'failed';

/** A placed order. */
export const orders = pgTable(
  'orders',
  {
    orderNo: text('order_no')
      .primaryKey()
      .default(sql`('SB' || nextval('order_no_seq'))`),
    consumerNo: text('consumer_no').notNull(),
    cartId: uuid('cart_id').notNull(),
    siteId: text('site_id').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    email: text('email').notNull(),
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>(),
    billingAddress: jsonb('billing_address').$type<PostalAddress>().notNull(),
    shippingMethod: text('shipping_method').notNull(),
    totals: jsonb('totals').$type<Record<string, unknown>>().notNull(),
    payment: jsonb('payment').$type<Record<string, unknown>>().notNull(),
    storeId: text('store_id'),
    storeEmployeeId: text('store_employee_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    /** The collection point (stores id) of an order shipped with method `pudo`, else null. */
    pudoId: text('pudo_id'),
  },
  (table) => [
    fk('orders', table.consumerNo, () => consumers.consumerNo),
    unique('orders_cart_id_key').on(table.cartId),
    fk('orders', table.cartId, () => carts.id),
    fk('orders', table.siteId, () => sites.id),
    check(
      'orders_status_check',
      sql`status in ('pending_payment', 'confirmed', 'shipped', 'delivered', 'cancelled', 'failed')`,
    ),
    unique('orders_consumer_no_idempotency_key_key').on(table.consumerNo, table.idempotencyKey),
    index('orders_consumer_no_idx').on(table.consumerNo, table.createdAt.desc().nullsFirst()),
  ],
);

/** A line of an order, copied from the cart at placement. */
export const orderItems = pgTable(
  'order_items',
  {
    orderNo: text('order_no').notNull(),
    lineNo: integer('line_no').notNull(),
    productId: text('product_id').notNull(),
    upc: text('upc').notNull(),
    name: text('name').notNull(),
    colorName: text('color_name').notNull(),
    size: text('size').notNull(),
    qty: integer('qty').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    rowTotal: numeric('row_total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    fulfilment: text('fulfilment').notNull(),
    storeId: text('store_id'),
    imageUrl: text('image_url'),
    returnedQty: integer('returned_qty').notNull().default(0),
    /** A gift card line's recipient and message (0012). */
    giftOption: jsonb('gift_option').$type<GiftOption>(),
    /** A made-to-order line's design (0015). */
    customs: jsonb('customs').$type<CustomsDesign>(),
  },
  (table) => [
    primaryKey({ name: 'order_items_pkey', columns: [table.orderNo, table.lineNo] }),
    fk('order_items', table.orderNo, () => orders.orderNo, 'cascade'),
    check('order_items_qty_check', sql`qty > 0`),
  ],
);

/** The tracking history of an order. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull(),
    status: text('status').notNull(),
    description: text('description').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    fk('order_events', table.orderNo, () => orders.orderNo, 'cascade'),
    index('order_events_order_no_idx').on(table.orderNo, table.createdAt),
  ],
);

/** The sandbox provider's authorisation of an order. */
export const paymentAuthorisations = pgTable(
  'payment_authorisations',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    status: text('status')
      .$type<'authorised' | 'challenge_required' | 'declined' | 'authentication_failed' | 'cancelled'>()
      .notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    card: jsonb('card').$type<Record<string, unknown>>().notNull(),
    challengeResultHash: text('challenge_result_hash'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    fk('payment_authorisations', table.orderNo, () => orders.orderNo, 'cascade'),
    check(
      'payment_authorisations_status_check',
      sql`status in ('authorised', 'challenge_required', 'declined', 'authentication_failed', 'cancelled')`,
    ),
    index('payment_authorisations_order_no_idx').on(table.orderNo),
  ],
);

/** A prepaid return label. */
export const returnLabels = pgTable(
  'return_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    items: jsonb('items').$type<{ lineNo: number; qty: number }[]>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    fk('return_labels', table.orderNo, () => orders.orderNo, 'cascade'),
    unique('return_labels_tracking_number_key').on(table.trackingNumber),
  ],
);

/** A saved design of a customisable product (0015, `POST /products/v1/products/{productId}/customs/recipes`). */
export const customsRecipes = pgTable('customs_recipes', {
  id: text('id').primaryKey(),
  productId: text('product_id').notNull(),
  options: jsonb('options').$type<CustomsOptions>().notNull(),
  consumerNo: text('consumer_no'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** The tables of 0004_orders, for the `schema` object below. */
const orderTables = {
  cartItems,
  cartCoupons,
  cartCheckouts,
  cartPaymentInstruments,
  cartPriceAdjustments,
  cartNotifications,
  giftCards,
  orders,
  orderItems,
  orderEvents,
  paymentAuthorisations,
  returnLabels,
  customsRecipes,
};

// --- 0008_analytics_and_experiments: analytics beacons and the experimentation SDK's log events.

/** One analytics event a shopper's browser sent (POST /analytics/v1/events). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    visitorId: text('visitor_id').notNull(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    pageUrl: text('page_url'),
    clientTimestamp: timestamptz('client_timestamp'),
    /** Set only for a registered consumer's token; guests and tokenless beacons leave it null. */
    consumerNo: text('consumer_no'),
  },
  (table) => [index('analytics_events_visitor_idx').on(table.visitorId, table.receivedAt)],
);

/** One visitor of an experimentation SDK log-event batch: the batch envelope with that visitor only. */
export const experimentEvents = pgTable(
  'experiment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    visitorId: text('visitor_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('experiment_events_visitor_idx').on(table.visitorId)],
);

/** The tables of 0008_analytics_and_experiments, for the `schema` object below. */
const analyticsTables = { analyticsEvents, experimentEvents };

/** Every table, for drizzle's relational typing. */
export const schema = {
  sites,
  consumers,
  authTokens,
  carts,
  contentPages,
  contentPageVersions,
  ...consumerTables,
  ...catalogTables,
  ...orderTables,
  ...analyticsTables,
};

/** Rate-limit counters shared by every process on this database (http/rateLimits.ts, rate-limiter-flexible). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamptz('expire'),
  },
  (table) => [index('rate_limits_expire_idx').on(table.expire)],
);

// --- 0013_size_charts ---

/** One row of a size chart: the size label the catalogue uses and a value per column. */
export interface SizeChartRow {
  size: string;
  values: string[];
}

/** The size chart of a product type (body measurements; `kind` groups types sharing a chart). */
export const sizeCharts = pgTable('size_charts', {
  productType: text('product_type').primaryKey(),
  kind: text('kind').notNull(),
  unit: text('unit').notNull().default('cm'),
  columns: text('columns').array().notNull(),
  rows: jsonb('rows').$type<SizeChartRow[]>().notNull(),
});
