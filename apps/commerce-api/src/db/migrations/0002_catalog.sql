-- Catalogue: categories, products with colour/size variants, prices per currency, stores and their inventory,
-- reviews, questions and answers, product sets, promotions with coupon codes, back-in-stock notifications.
-- Keep statements unqualified (no "public."): tests against a real server run in a throwaway schema.

-- Numeric ids of 4 to 10 digits (spec §2 product-list URL shape /c/{slug}-{id}).
create table categories (
  id text primary key check (id ~ '^[0-9]{4,10}$'),
  parent_id text references categories (id),
  slug text not null,
  name text not null,
  position integer not null default 0
);
create index categories_parent_id_idx on categories (parent_id);

-- Ids of 8 to 11 uppercase letters or digits (spec §2 product-detail URL shape /p/{slug}-{id}).
create table products (
  id text primary key check (id ~ '^[A-Z0-9]{8,11}$'),
  slug text not null,
  name text not null,
  brand text not null,
  description text not null,
  gender text not null check (gender in ('men', 'women', 'kids', 'unisex')),
  product_type text not null,
  category_id text not null references categories (id),
  activities text[] not null default '{}',
  season text not null,
  badge text,
  eyebrow text,
  features text[] not null default '{}',
  -- Per-line cap a shopper may buy (INV408); null means the spec's default of 999999.
  max_qty integer check (max_qty is null or max_qty > 0),
  is_digital boolean not null default false,
  is_customizable boolean not null default false,
  rating numeric(2, 1) not null default 0,
  reviews_count integer not null default 0,
  popularity integer not null default 0,
  created_at timestamptz not null
);
create index products_category_id_idx on products (category_id);
create index products_type_gender_idx on products (product_type, gender);

-- Every category a product is listed in: its own and the collections (e.g. a seasonal edit) it belongs to.
create table product_categories (
  product_id text not null references products (id) on delete cascade,
  category_id text not null references categories (id),
  primary key (product_id, category_id)
);
create index product_categories_category_id_idx on product_categories (category_id);

-- One sellable unit: a colour and a size of a product, identified by its UPC (12 digits).
create table product_variants (
  upc text primary key check (upc ~ '^[0-9]{12}$'),
  product_id text not null references products (id) on delete cascade,
  color_code char(3) not null,
  color_name text not null,
  color_hex char(7) not null,
  size text not null,
  position integer not null,
  unique (product_id, color_code, size)
);
create index product_variants_product_id_idx on product_variants (product_id);

-- Prices per currency in major units. historic_best is the lowest price of the last 30 days (omnibus display, §9).
create table product_prices (
  product_id text not null references products (id) on delete cascade,
  currency char(3) not null,
  original numeric(12, 2) not null check (original >= 0),
  current numeric(12, 2) not null check (current >= 0),
  historic_best numeric(12, 2),
  sales_price_active_date timestamptz,
  primary key (product_id, currency)
);

create table stores (
  id text primary key,
  kind text not null check (kind in ('store', 'collectionPoint')),
  name text not null,
  address_line1 text not null,
  city text not null,
  province text,
  postal_code text not null,
  country_code char(2) not null,
  phone text,
  latitude double precision not null,
  longitude double precision not null,
  -- pickup, sts (ship to store), pudo (collection point), returns …
  services text[] not null,
  opening_hours jsonb not null
);
create index stores_country_code_idx on stores (country_code);

-- Stock per variant and location; location 'online' is the web warehouse, any other is a store id.
create table inventory (
  upc text not null references product_variants (upc) on delete cascade,
  location_id text not null,
  quantity integer not null check (quantity >= 0),
  primary key (upc, location_id)
);
create index inventory_location_id_idx on inventory (location_id);

create table reviews (
  id text primary key,
  product_id text not null references products (id) on delete cascade,
  rating integer not null check (rating between 1 and 5),
  title text not null,
  text text not null,
  nickname text not null,
  locale text not null,
  location text,
  is_recommended boolean,
  helpful_votes integer not null default 0,
  not_helpful_votes integer not null default 0,
  -- Hidden once flagged often enough; moderation is not part of the reference API.
  flags integer not null default 0,
  created_at timestamptz not null
);
create index reviews_product_id_idx on reviews (product_id, created_at desc);

-- One vote per voter (a consumer number, or a hash for anonymous callers) and review.
create table review_votes (
  review_id text not null references reviews (id) on delete cascade,
  voter text not null,
  vote text not null check (vote in ('helpful', 'unhelpful', 'flag')),
  created_at timestamptz not null default now(),
  primary key (review_id, voter, vote)
);

create table questions (
  id text primary key,
  product_id text not null references products (id) on delete cascade,
  text text not null,
  nickname text not null,
  email text,
  status text not null default 'published' check (status in ('published', 'pending')),
  created_at timestamptz not null
);
create index questions_product_id_idx on questions (product_id, created_at desc);

create table answers (
  id text primary key,
  question_id text not null references questions (id) on delete cascade,
  text text not null,
  nickname text not null,
  is_staff boolean not null default false,
  helpful_votes integer not null default 0,
  not_helpful_votes integer not null default 0,
  created_at timestamptz not null
);
create index answers_question_id_idx on answers (question_id);

create table answer_votes (
  answer_id text not null references answers (id) on delete cascade,
  voter text not null,
  vote text not null check (vote in ('helpful', 'unhelpful')),
  primary key (answer_id, voter)
);

create table product_sets (
  id text primary key check (id ~ '^[A-Z0-9]{8,11}$'),
  name text not null,
  description text not null
);

create table product_set_items (
  set_id text not null references product_sets (id) on delete cascade,
  product_id text not null references products (id) on delete cascade,
  position integer not null,
  primary key (set_id, product_id)
);
create index product_set_items_product_id_idx on product_set_items (product_id);

-- ORDER and PRODUCT promotions take money off; SHIPPING ones make shipping free above a threshold.
create table promotions (
  id text primary key,
  name text not null,
  -- Pipe-separated; the third piece is the display text (spec §3 "Promotion summary entry").
  callout_message text not null,
  level text not null check (level in ('ORDER', 'PRODUCT', 'SHIPPING')),
  promotion_class text not null,
  discount_type text not null check (discount_type in ('percent', 'amount', 'free_shipping')),
  discount_value numeric(12, 2) not null default 0,
  -- Minimum merchandise value per currency, e.g. {"USD": 75}; absent means no threshold.
  thresholds jsonb not null default '{}'::jsonb,
  -- Which lines a PRODUCT promotion applies to: {"productTypes": [...], "genders": [...]}; empty means all.
  applies_to jsonb not null default '{}'::jsonb,
  requires_coupon boolean not null default false,
  starts_at timestamptz,
  ends_at timestamptz
);

create table coupons (
  code text primary key,
  promotion_id text not null references promotions (id),
  -- Null means unlimited.
  max_redemptions integer,
  redemptions integer not null default 0,
  starts_at timestamptz,
  ends_at timestamptz,
  enabled boolean not null default true
);

-- Back-in-stock requests (PUT /products/v1/notifications).
create table product_notifications (
  id uuid primary key default gen_random_uuid(),
  product_id text not null references products (id) on delete cascade,
  upc text,
  email text not null,
  created_at timestamptz not null default now(),
  -- A request without a size is one request, however often it is sent.
  unique nulls not distinct (product_id, upc, email)
);
