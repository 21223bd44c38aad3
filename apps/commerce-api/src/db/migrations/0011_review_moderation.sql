-- Review moderation (issue 15): a review written on a guest token waits (status 'pending') until a moderator
-- publishes it; a registered shopper's is published at once. `flags` becomes a weight: a registered shopper's
-- flag counts 2, a guest's 1 (one flag per consumer per review, as before).
alter table reviews add column status text not null default 'published' check (status in ('published', 'pending'));
create index reviews_pending_idx on reviews (created_at) where status = 'pending';
