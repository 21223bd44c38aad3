-- Cart contents and checkout state, gift cards, the sandbox payment provider, and orders.
-- Keep statements unqualified (no "public."): tests against a real server run in a throwaway schema.

-- One line of a cart. The same variant may sit on two lines when they are fulfilled differently (home and pickup).
create table cart_items (
  id uuid primary key default gen_random_uuid(),
  cart_id uuid not null references carts (id) on delete cascade,
  product_id text not null references products (id),
  upc text not null references product_variants (upc),
  qty integer not null check (qty > 0),
  -- The shopper's own cap (spec §7 maxQty), never above the product's.
  max_qty integer not null check (max_qty > 0),
  fulfilment text not null check (fulfilment in ('home', 'pickup', 'sts', 'digital', 'customs')),
  store_id text references stores (id),
  recipe_id text,
  precreated_customs_code text,
  custom_amount numeric(12, 2),
  gift_option jsonb,
  product_image_url text,
  pdp_url text,
  created_at timestamptz not null default now(),
  check ((fulfilment in ('pickup', 'sts')) = (store_id is not null))
);
create index cart_items_cart_id_idx on cart_items (cart_id);

create table cart_coupons (
  cart_id uuid not null references carts (id) on delete cascade,
  code text not null references coupons (code),
  applied_at timestamptz not null default now(),
  primary key (cart_id, code)
);

-- Checkout state of a cart: contact, addresses, home-delivery method, loyalty reward, device fingerprint.
create table cart_checkouts (
  cart_id uuid primary key references carts (id) on delete cascade,
  email text,
  shipping_address jsonb,
  shipping_address_validated boolean not null default false,
  -- The method of the home shipment ("me"): standard delivery or a collection point.
  shipping_method text not null default 'standard' check (shipping_method in ('standard', 'pudo')),
  pudo_id text references stores (id),
  billing_address jsonb,
  reward jsonb,
  device_fingerprint text,
  updated_at timestamptz not null default now()
);

-- Instruments chosen for paying this cart. Cards arrive as sandbox tokens or saved instrument ids, never numbers.
create table cart_payment_instruments (
  id uuid primary key default gen_random_uuid(),
  cart_id uuid not null references carts (id) on delete cascade,
  payment_method_id text not null check (payment_method_id in ('CREDIT_CARD', 'GIFT_CARD', 'PAYPAL', 'KLARNA', 'REWARD_CARD')),
  payment_instrument_id text,
  details jsonb not null,
  -- Null means "the rest of the total" (cards); gift cards cover a fixed amount.
  amount numeric(12, 2),
  created_at timestamptz not null default now()
);
create index cart_payment_instruments_cart_id_idx on cart_payment_instruments (cart_id);

-- Associate or service price overrides (spec §7 price_adjustments), on one line or the whole cart.
create table cart_price_adjustments (
  id uuid primary key default gen_random_uuid(),
  cart_id uuid not null references carts (id) on delete cascade,
  item_id uuid references cart_items (id) on delete cascade,
  kind text not null check (kind in ('amount', 'percent')),
  value numeric(12, 2) not null check (value > 0),
  reason text not null,
  created_by text not null,
  created_at timestamptz not null default now()
);
create index cart_price_adjustments_cart_id_idx on cart_price_adjustments (cart_id);

-- What changed in a cart behind the shopper's back (delivery transitions, stock); shown until the next change.
create table cart_notifications (
  id uuid primary key default gen_random_uuid(),
  cart_id uuid not null references carts (id) on delete cascade,
  item_id uuid,
  code text not null,
  message text not null,
  created_at timestamptz not null default now()
);
create index cart_notifications_cart_id_idx on cart_notifications (cart_id);

-- Gift cards: only a hash of the number and PIN is kept.
create table gift_cards (
  number_hash text primary key,
  last_four char(4) not null,
  pin_hash text not null,
  balance numeric(12, 2) not null check (balance >= 0),
  currency char(3) not null,
  expires_at timestamptz not null
);

-- Readable, ordered order numbers like SB40000001.
create sequence order_no_seq start with 40000001;

create table orders (
  order_no text primary key default ('SB' || nextval('order_no_seq')),
  consumer_no text not null references consumers (consumer_no),
  -- A cart becomes at most one order, whatever the clients send.
  cart_id uuid not null unique references carts (id),
  site_id text not null references sites (id),
  currency char(3) not null,
  status text not null check (status in ('pending_payment', 'confirmed', 'shipped', 'delivered', 'cancelled', 'failed')),
  email text not null,
  shipping_address jsonb,
  billing_address jsonb not null,
  shipping_method text not null,
  totals jsonb not null,
  payment jsonb not null,
  store_id text,
  store_employee_id text,
  idempotency_key text not null,
  -- SHA-256 of the placement body: the same key with another body is refused rather than answered with this order.
  request_hash text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (consumer_no, idempotency_key)
);
create index orders_consumer_no_idx on orders (consumer_no, created_at desc);

create table order_items (
  order_no text not null references orders (order_no) on delete cascade,
  line_no integer not null,
  product_id text not null,
  upc text not null,
  name text not null,
  color_name text not null,
  size text not null,
  qty integer not null check (qty > 0),
  price numeric(12, 2) not null,
  row_total numeric(12, 2) not null,
  fulfilment text not null,
  store_id text,
  image_url text,
  returned_qty integer not null default 0,
  primary key (order_no, line_no)
);

create table order_events (
  id uuid primary key default gen_random_uuid(),
  order_no text not null references orders (order_no) on delete cascade,
  status text not null,
  description text not null,
  created_at timestamptz not null
);
create index order_events_order_no_idx on order_events (order_no, created_at);

-- The sandbox payment provider's ledger: one authorisation per order attempt.
create table payment_authorisations (
  id text primary key,
  order_no text not null references orders (order_no) on delete cascade,
  status text not null check (status in ('authorised', 'challenge_required', 'declined', 'authentication_failed', 'cancelled')),
  amount numeric(12, 2) not null,
  currency char(3) not null,
  card jsonb not null,
  -- SHA-256 of the one-time result the challenge page hands the shopper's browser.
  challenge_result_hash text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index payment_authorisations_order_no_idx on payment_authorisations (order_no);

create table return_labels (
  id uuid primary key default gen_random_uuid(),
  order_no text not null references orders (order_no) on delete cascade,
  tracking_number text not null unique,
  items jsonb not null,
  created_at timestamptz not null
);
