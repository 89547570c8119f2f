-- Outside game vendors: each connects through the signed seamless-wallet API (/vendor-api/v1). A vendor's HMAC
-- secret is kept encrypted with the platform's secrets key (the HMAC needs the secret itself, so a hash cannot do);
-- after a rotation the old one still signs until old_secret_until.
-- owner: casino
create table vendor_connection (
  merchant_id integer not null references merchant (id) on delete cascade,
  code text not null check (code ~ '^[A-Z0-9_]{2,32}$'),
  name text not null,
  launch_url text not null,
  report_url text,
  -- addresses and CIDR ranges the vendor calls from; empty: any
  allowed_ips text[] not null default '{}',
  enabled boolean not null default true,
  secret_enc bytea not null,
  old_secret_enc bytea,
  old_secret_until timestamptz,
  created_at timestamptz not null default now(),
  primary key (merchant_id, code)
);
-- The seamless wallet keys transactions by vendor code, so a code names one vendor across merchants.
create unique index vendor_connection_code on vendor_connection (code);

-- The one-time player token a launch hands the vendor: bound to the member, the game and the login session. Bets
-- need it unexpired; wins and rollbacks of its rounds are taken after it expires.
-- owner: casino
create table vendor_session (
  token_hash bytea primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  vendor_code text not null,
  member_id bigint not null references member (id) on delete cascade,
  game_id integer not null references game (id) on delete cascade,
  session_hash bytea not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index vendor_session_expiry on vendor_session (expires_at);

-- A debit a rollback undid is marked so (once: a second rollback of it finds nothing to undo).
alter table seamless_tx drop constraint seamless_tx_status_check;
alter table seamless_tx add constraint seamless_tx_status_check check (status in ('applied', 'refused', 'tombstone', 'rolled_back'));
-- A repeated call answers exactly what the first did: the balance after it, and the ledger's transfer.
alter table seamless_tx add column balance_after_minor bigint;
-- The day's reconciliation reads a vendor's calls by time.
create index seamless_tx_time on seamless_tx (vendor_code, created_at);
