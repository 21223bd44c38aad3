-- Foundation: sites, consumers with their tokens, carts and versioned content pages.
-- Keep statements unqualified (no "public."): tests against a real server run in a throwaway schema.

create table sites (
  id text primary key,
  name text not null,
  currency char(3) not null,
  country_code char(2) not null,
  default_locale text not null,
  locales text[] not null
);

-- Readable, ordered consumer numbers like C100000001; nothing secret depends on them.
create sequence consumer_no_seq start with 100000001;

create table consumers (
  consumer_no text primary key default ('C' || nextval('consumer_no_seq')),
  consumer_type text not null check (consumer_type in ('GUEST', 'REGISTERED', 'EMPLOYEE')),
  member_id text,
  is_employee_discount_tc_accepted boolean not null default false,
  created_at timestamptz not null default now()
);

-- Only the SHA-256 of a token is kept, so a leaked table cannot be replayed.
create table auth_tokens (
  token_hash text primary key,
  kind text not null check (kind in ('access', 'refresh')),
  consumer_no text not null references consumers (consumer_no) on delete cascade,
  issued_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index auth_tokens_consumer_no_idx on auth_tokens (consumer_no);

create table carts (
  id uuid primary key default gen_random_uuid(),
  consumer_no text not null references consumers (consumer_no) on delete cascade,
  site_id text not null references sites (id),
  currency char(3) not null,
  status text not null default 'active' check (status in ('active', 'merged', 'ordered', 'abandoned')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Two concurrent "get or create" calls must not give a shopper two open carts on one site.
create unique index carts_one_active_per_consumer_site on carts (consumer_no, site_id) where status = 'active';

create table content_pages (
  id uuid primary key default gen_random_uuid(),
  site_id text not null references sites (id),
  locale text not null,
  slug text not null,
  unique (site_id, locale, slug)
);

-- Every edit is a new version; publish serves the newest published one that is live, preview the newest of all.
create table content_page_versions (
  page_id uuid not null references content_pages (id) on delete cascade,
  version integer not null,
  title text not null,
  description text not null default '',
  blocks jsonb not null,
  published boolean not null default false,
  publish_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (page_id, version)
);
