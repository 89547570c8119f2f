-- Limits counted before they are judged, sessions that may only change their password, and the whole request behind
-- each deposit and withdrawal key.

-- An attempt (a login, a payment password) is counted before it is checked and taken back by id when it was right,
-- so a burst of concurrent attempts cannot all pass a count that none of them has written yet.
alter table rate_event add column id bigserial primary key;

-- A login with an expired (or well-known) password opens a session that may change the password and log out, nothing else.
alter table session add column password_change_required boolean not null default false;

-- The SHA-256 of everything a deposit or withdrawal request asked for: the same Idempotency-Key with another request is
-- refused, not answered with the first one's result (null on rows written before).
alter table deposit add column request_hash text;
alter table withdrawal add column request_hash text;
