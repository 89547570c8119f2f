-- The point mall: each member's points (they never expire), every change to them as an entry applied once by its
-- key, the rewards points buy, and the redemptions. Points are whole numbers; money they turn into moves through
-- the ledger in the same transaction as the points.
-- owner: points
create table point_account (
  member_id bigint primary key references member (id) on delete cascade,
  balance bigint not null default 0 check (balance >= 0)
);

-- owner: points
create table point_entry (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  kind text not null check (kind in ('earn', 'redeem', 'convert', 'adjust')),
  delta bigint not null check (delta <> 0),
  balance_after bigint not null check (balance_after >= 0),
  reference text not null default '',
  idempotency_key text not null,
  created_at timestamptz not null default now(),
  unique (member_id, idempotency_key)
);
create index point_entry_member on point_entry (member_id, id desc);

-- owner: points
create table point_reward (
  id serial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  names jsonb not null,
  image_url text not null default '',
  cost_points bigint not null check (cost_points > 0),
  -- the bonus the reward pays into the wallet, in minor units
  bonus_minor bigint not null check (bonus_minor > 0),
  active boolean not null default true,
  sort integer not null default 0
);

alter table system_settings add column points_per_unit integer not null default 100 check (points_per_unit > 0);
