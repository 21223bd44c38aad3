-- Rate-limit counters (issue 15), shared by every commerce-api process on this database: one row per limited key
-- (rule, client IP or account), the points used in the current window and when the window ends. Expired rows are
-- reset by the next hit on the key and deleted by the limiter's hourly sweep.
create table rate_limits (
  key text primary key,
  points integer not null,
  expire timestamptz
);
create index rate_limits_expire_idx on rate_limits (expire);
