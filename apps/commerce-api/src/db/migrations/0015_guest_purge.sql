-- Purge of expired guests and tokens (issue 15): every cookie-less page view creates a guest consumer and two tokens.
-- The scheduled purge (src/auth/purgeExpired.ts) finds expired tokens by expiry, and old guests by age, with these.
create index auth_tokens_expires_at_idx on auth_tokens (expires_at);
create index authorization_codes_expires_at_idx on authorization_codes (expires_at);
create index consumers_guest_created_at_idx on consumers (created_at) where consumer_type = 'GUEST';
