-- Record events of the decision engine (content-blocks §7): recommendation clicks with their rec tokens,
-- recommendation impressions (at most 24 tokens) and impressions of tracked experiences (action ids), so a click
-- or an impression can be attributed to the experience, variant and product it came from.
create table engine_records (
  id bigserial primary key,
  recorded_at timestamptz not null default now(),
  visitor_id text not null,
  kind text not null check (kind in ('RecClicks', 'RecImpressions', 'Impressions')),
  ids jsonb not null
);
create index engine_records_visitor_idx on engine_records (visitor_id, id desc);
