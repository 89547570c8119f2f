-- Limits counted before they are judged, sessions that may only change their password, and the whole request behind
-- each deposit and withdrawal key.

-- An attempt (a login, a payment password) is counted before it is checked and taken back by id when it was right,
-- so a burst of concurrent attempts cannot all pass a count that none of them has written yet.
alter table rate_event add column id bigserial primary key;
-- Still being judged: it counts against the limit (a burst sees it), but is no failure yet for the quick early answer.
alter table rate_event add column pending boolean not null default false;

-- A login with an expired (or well-known) password opens a session that may change the password and log out, nothing else.
alter table session add column password_change_required boolean not null default false;

-- The SHA-256 of everything a deposit or withdrawal request asked for: the same Idempotency-Key with another request is
-- refused, not answered with the first one's result (null on rows written before).
alter table deposit add column request_hash text;
alter table withdrawal add column request_hash text;

-- A trial account's free-play balance comes from the bonus account: at most 10,000.00 each (the hourly and daily
-- ceilings on trial accounts bound the rest).
update system_settings set freeplay_balance_minor = 1000000 where freeplay_balance_minor > 1000000;
alter table system_settings add constraint freeplay_balance_cap check (freeplay_balance_minor <= 1000000);
