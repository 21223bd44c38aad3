-- Photos of a warranty claim (commerce-core §7 `POST /consumers-v3/consumer/warranty`, issue 17): JPEG, PNG or WebP
-- images of at most 5 MB each (checked by their first bytes, not the declared type), kept with their case.
create table support_case_photos (
  id uuid primary key default gen_random_uuid(),
  case_number text not null references support_cases (case_number) on delete cascade,
  position integer not null,
  file_name text,
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  byte_size integer not null check (byte_size > 0),
  data bytea not null,
  created_at timestamptz not null default now(),
  unique (case_number, position)
);
