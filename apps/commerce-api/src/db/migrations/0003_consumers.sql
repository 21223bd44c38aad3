-- Identity and the account: credentials, PKCE authorization codes, profiles, addresses, payment instruments,
-- subscriptions, loyalty, programmes (employee, athlete, WRANX/IPA), store associates, favourites and
-- saved-for-later lists, event registrations, support cases and the decision engine / social media data.
-- No foreign keys into the catalogue (0002): products and stores are referenced by id only, so this file does
-- not depend on the order in which the catalogue lands.

-- What a registered consumer says about themself (spec §3 "Consumer profile"); one row per registered consumer.
create table consumer_profiles (
  consumer_no text primary key references consumers (consumer_no) on delete cascade,
  -- Stored lower-cased: logins are case-insensitive.
  email text not null,
  first_name text,
  last_name text,
  -- E.164 (+15551234567) plus the parts the client sent, so it can show them back.
  phone_e164 text,
  phone text,
  phone_code text,
  postal_code text,
  birth_date date,
  gender text,
  country_code char(2),
  site_id text references sites (id),
  interests text not null default '',
  preferred_shoe_size text,
  acquisition_type text,
  campaign_name text,
  notification_preferences jsonb not null default '{}'::jsonb,
  is_loyalty_member boolean not null default false,
  loyalty_opt_in_date timestamptz,
  loyalty_points integer not null default 0 check (loyalty_points >= 0),
  terms_confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index consumer_profiles_email_idx on consumer_profiles (email);
-- A phone number identifies one account only (AUT444 on sign-up and profile update).
create unique index consumer_profiles_phone_idx on consumer_profiles (phone_e164) where phone_e164 is not null;

-- Member ids are shown on the loyalty pass; readable and ordered like consumer numbers.
create sequence member_id_seq start with 70000001;

-- scrypt hashes only ("scrypt$N$r$p$salt$hash"); failed attempts lock the account (AUT426, then AUT423).
create table consumer_credentials (
  consumer_no text primary key references consumers (consumer_no) on delete cascade,
  password_hash text not null,
  failed_attempts integer not null default 0,
  locked_until timestamptz,
  password_changed_at timestamptz not null default now()
);

-- PKCE: the sign-in call stores the S256 challenge with a one-time code; the token call proves the verifier.
create table authorization_codes (
  code_hash text primary key,
  consumer_no text not null references consumers (consumer_no) on delete cascade,
  code_challenge text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index authorization_codes_consumer_no_idx on authorization_codes (consumer_no);

create table password_reset_codes (
  code_hash text primary key,
  consumer_no text not null references consumers (consumer_no) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- What the platform would send by e-mail or SMS (reset codes, shared favourites). There is no mail server in
-- the reference API: tests and developers read the messages here.
create table outbound_messages (
  id uuid primary key default gen_random_uuid(),
  consumer_no text references consumers (consumer_no) on delete cascade,
  kind text not null,
  recipient text not null,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
create index outbound_messages_recipient_idx on outbound_messages (recipient, kind);

create table consumer_addresses (
  id uuid primary key default gen_random_uuid(),
  consumer_no text not null references consumers (consumer_no) on delete cascade,
  approach_type char(1) not null check (approach_type in ('S', 'B')),
  main boolean not null default false,
  first_name text not null,
  last_name text not null,
  email text,
  phone text not null,
  phone_code text,
  recipient_contact_phone text,
  address_line1 text not null,
  address_line2 text,
  city text not null,
  province text,
  postal_code text not null,
  country_code char(2) not null,
  is_validated boolean not null default false,
  newsletter_consent boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index consumer_addresses_consumer_no_idx on consumer_addresses (consumer_no);
-- Spec §4: one main address per type; the service moves the flag, the index makes a race fail loudly.
create unique index consumer_addresses_one_main on consumer_addresses (consumer_no, approach_type) where main;

-- Saved instruments. Card numbers never reach this API in full: cards arrive tokenised by the payment sandbox;
-- gift and reward cards are kept as a fingerprint (SHA-256) and the last four digits.
create table consumer_payment_instruments (
  id text primary key,
  consumer_no text not null references consumers (consumer_no) on delete cascade,
  payment_method_id text not null check (payment_method_id in ('CREDIT_CARD', 'GIFT_CARD', 'REWARD_CARD', 'REWARD_CODE', 'PAYPAL', 'KLARNA', 'ATHLETES_PAYMENT', 'LOYALTY_POINTS')),
  main boolean not null default false,
  fingerprint text not null,
  details jsonb not null,
  created_at timestamptz not null default now()
);
create unique index consumer_payment_instruments_unique on consumer_payment_instruments (consumer_no, payment_method_id, fingerprint);
create unique index consumer_payment_instruments_one_main on consumer_payment_instruments (consumer_no, payment_method_id) where main;

-- Guests may subscribe to the newsletter too, so a subscription hangs off any consumer.
create table consumer_subscriptions (
  consumer_no text not null references consumers (consumer_no) on delete cascade,
  type text not null check (type in ('Newsletter', 'LoyaltyNewsletter', 'Loyalty')),
  channel text not null check (channel in ('email', 'sms')),
  optin boolean not null,
  double_optin boolean not null default false,
  recipient text not null,
  category text,
  country char(2),
  region text,
  campaign_name text,
  optin_date timestamptz,
  optout_date timestamptz,
  updated_at timestamptz not null default now(),
  primary key (consumer_no, type, channel)
);

-- Short-lived tokens for the loyalty pass (hashed like access tokens).
create table loyalty_tokens (
  token_hash text primary key,
  consumer_no text not null references consumers (consumer_no) on delete cascade,
  usid text,
  referral_code text,
  lead_source text,
  expires_at timestamptz not null
);

-- Spend programmes (spec §3 "Employee", "Athlete and professional-programme member"). Amounts in major units.
create table consumer_programmes (
  consumer_no text not null references consumers (consumer_no) on delete cascade,
  programme text not null check (programme in ('EMPLOYEE', 'ATHLETE', 'WRANX', 'IPA')),
  external_id text not null,
  current_spend numeric(12, 2) not null default 0,
  -- annualCap for employees, annualCredit for the others.
  annual_limit numeric(12, 2) not null,
  currency char(3) not null,
  primary key (consumer_no, programme)
);

-- In-store associates: they sign in to a store with their own password (buy-in-store session).
create table store_employees (
  id text primary key,
  store_id text not null,
  store_name text not null,
  name text not null,
  login text not null unique,
  password_hash text not null,
  failed_attempts integer not null default 0,
  locked_until timestamptz
);
create index store_employees_store_id_idx on store_employees (store_id);

create table buy_in_store_sessions (
  id uuid primary key default gen_random_uuid(),
  consumer_no text not null references consumers (consumer_no) on delete cascade,
  store_employee_id text not null references store_employees (id),
  store_id text not null,
  started_at timestamptz not null,
  ended_at timestamptz
);
create unique index buy_in_store_sessions_one_open on buy_in_store_sessions (consumer_no) where ended_at is null;

create table favorite_lists (
  id uuid primary key default gen_random_uuid(),
  consumer_no text not null references consumers (consumer_no) on delete cascade,
  shared_at timestamptz,
  status text not null default 'active' check (status in ('active', 'merged')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index favorite_lists_one_active on favorite_lists (consumer_no) where status = 'active';

create table favorite_items (
  id uuid primary key default gen_random_uuid(),
  favorite_id uuid not null references favorite_lists (id) on delete cascade,
  item_id text not null,
  item_type text not null default 'product',
  qty integer not null default 1 check (qty > 0),
  added_at timestamptz not null default now(),
  unique (favorite_id, item_id)
);

create table save_for_later_lists (
  id uuid primary key default gen_random_uuid(),
  consumer_no text not null references consumers (consumer_no) on delete cascade,
  status text not null default 'active' check (status in ('active', 'merged')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index save_for_later_lists_one_active on save_for_later_lists (consumer_no) where status = 'active';

-- Written by the cart's save-for-later calls, read by the wishlists service.
create table save_for_later_items (
  id uuid primary key default gen_random_uuid(),
  list_id uuid not null references save_for_later_lists (id) on delete cascade,
  product_id text not null,
  upc text,
  qty integer not null default 1 check (qty > 0),
  page_url text,
  product_image_url text,
  added_at timestamptz not null default now()
);
create index save_for_later_items_list_id_idx on save_for_later_items (list_id);

create table event_registrations (
  id uuid primary key default gen_random_uuid(),
  consumer_no text not null references consumers (consumer_no) on delete cascade,
  event_id text not null,
  payload jsonb not null,
  registered_at timestamptz not null,
  unique (consumer_no, event_id)
);

create sequence support_case_no_seq start with 500001;

-- Warranty claims and contact-us messages.
create table support_cases (
  case_number text primary key default ('CS' || nextval('support_case_no_seq')),
  kind text not null check (kind in ('warranty', 'contact')),
  consumer_no text references consumers (consumer_no) on delete set null,
  email text not null,
  category text,
  subject text,
  payload jsonb not null,
  created_at timestamptz not null default now()
);

-- Decision engine: experiences per brand, with who they target and the variants they split traffic over.
create table engine_experiences (
  id text primary key,
  brand text not null,
  name text not null,
  targeting jsonb not null,
  variants jsonb not null,
  active boolean not null default true
);

-- Social media (user-generated content) service.
create table social_users (
  id text primary key,
  screen_name text not null,
  email text,
  created_at timestamptz not null default now()
);

create table social_streams (
  id text primary key,
  name text not null,
  product_id text,
  category text
);

create table social_media (
  id text primary key,
  user_id text not null references social_users (id),
  caption text not null default '',
  image_url text not null,
  width integer not null,
  height integer not null,
  -- Uploads wait for moderation; only approved media are listed.
  status text not null default 'approved' check (status in ('approved', 'pending', 'rejected')),
  source text not null default 'instagram',
  created_at timestamptz not null
);

create table social_media_streams (
  media_id text not null references social_media (id) on delete cascade,
  stream_id text not null references social_streams (id) on delete cascade,
  primary key (media_id, stream_id)
);

create table social_media_reports (
  id uuid primary key default gen_random_uuid(),
  media_id text not null references social_media (id) on delete cascade,
  reason text not null,
  email text,
  created_at timestamptz not null default now()
);

-- A stash collects the media a visitor picked or uploaded before they are submitted.
create table social_stashes (
  id uuid primary key default gen_random_uuid(),
  media_ids text[] not null,
  created_at timestamptz not null default now()
);
