-- Analytics beacons the storefront sends from the shopper's browser (POST /analytics/v1/events), read back by visitor
-- for tests and analysts (GET /analytics/v1/events). consumer_no is set only when the request carried a valid token
-- of a registered consumer; guests and tokenless beacons (navigator.sendBeacon on page close) leave it null.
create table analytics_events (
  id bigserial primary key,
  received_at timestamptz not null default now(),
  visitor_id text not null,
  name text not null,
  payload jsonb not null,
  page_url text,
  client_timestamp timestamptz,
  consumer_no text
);
create index analytics_events_visitor_idx on analytics_events (visitor_id, received_at);

-- The experimentation SDK's log events (POST /experiments/v1/events): one row per visitor of a batch, holding the
-- batch envelope with that visitor only, so a visitor's decisions and conversions read back on their own.
create table experiment_events (
  id bigserial primary key,
  received_at timestamptz not null default now(),
  visitor_id text not null,
  payload jsonb not null
);
create index experiment_events_visitor_idx on experiment_events (visitor_id);
