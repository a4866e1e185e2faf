-- Issue 27: rate-limit counters shared by every api process and host on PostgreSQL (the
-- @fastify/rate-limit store in api/src/http/rate-store.ts). One row per limited key (route and
-- client address, or a named limit and its key) with its fixed window; rows past their window are
-- reused by the next hit and swept by the maintenance loop.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_expires_idx ON rate_limits (expires_at);
