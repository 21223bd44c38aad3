-- Product customisation (issue 16, customs): a saved design ("recipe") of a customisable product, and the design a
-- made-to-order cart line and order line keep (initials, thread colour, lace colour, placement and the recipe id).
create table customs_recipes (
  id text primary key,
  product_id text not null,
  options jsonb not null,
  consumer_no text,
  created_at timestamptz not null default now()
);
alter table cart_items add column customs jsonb;
alter table order_items add column customs jsonb;
