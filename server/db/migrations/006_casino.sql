-- Casino: favourites, launch tokens, the house games' provably fair sessions, rounds (betting records) and the
-- seamless wallet's vendor transactions, each applied once by the vendor's transaction id.
alter table game add column classification text check (classification in ('JP', 'TG', 'AC', 'BG'));
alter table game add column min_bet_minor bigint not null default 1 check (min_bet_minor > 0);
alter table game add column line_count integer not null default 0 check (line_count >= 0);
-- SPEC §3: 0 means a free trial is available
alter table game add column support_play integer not null default 1;
-- Which house engine plays the game, for the built-in vendor's games ('slot', 'roulette'); null for other vendors.
alter table game add column house_engine text check (house_engine in ('slot', 'roulette'));
-- The lobby's order within a game type.
create index game_lobby on game (merchant_id, game_type, sort, popularity desc, id) where active;

-- owner: games
create table favourite_game (
  member_id bigint not null references member (id) on delete cascade,
  game_id integer not null references game (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (member_id, game_id)
);

-- A launch: short-lived, single-use, bound to the member, the game and the session that asked for it.
-- owner: casino
create table game_launch (
  token_hash bytea primary key,
  member_id bigint not null references member (id) on delete cascade,
  game_id integer not null references game (id) on delete cascade,
  session_hash bytea not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- A player's seeds at one house game: the server seed's hash is shown before play, the seed revealed on rotation.
-- owner: casino
create table game_session (
  id uuid primary key,
  member_id bigint not null references member (id) on delete cascade,
  game_id integer not null references game (id) on delete cascade,
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  nonce integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revealed_at timestamptz
);
create index game_session_member on game_session (member_id, created_at desc);

-- owner: casino
create table game_round (
  id bigserial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  member_id bigint not null references member (id) on delete cascade,
  game_id integer not null references game (id) on delete cascade,
  vendor_code text not null,
  round_id text not null,
  bet_minor bigint not null check (bet_minor >= 0),
  win_minor bigint not null default 0 check (win_minor >= 0),
  status text not null default 'open' check (status in ('open', 'settled', 'cancelled')),
  detail jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (vendor_code, round_id)
);
create index game_round_member on game_round (member_id, created_at desc);

-- The seamless wallet's calls from a vendor: one row per transaction id, whatever happens to it.
-- owner: casino
create table seamless_tx (
  vendor_code text not null,
  tx_id text not null,
  kind text not null check (kind in ('debit', 'credit', 'rollback')),
  member_id bigint not null references member (id) on delete cascade,
  round_id text not null,
  amount_minor bigint not null check (amount_minor >= 0),
  -- applied: money moved; refused: not enough money; tombstone: a rollback arrived before (or without) its debit
  status text not null check (status in ('applied', 'refused', 'tombstone')),
  refers_to text,
  transfer_id bigint,
  created_at timestamptz not null default now(),
  primary key (vendor_code, tx_id)
);

-- owner: casino
create table house_game_limit (
  merchant_id integer not null references merchant (id) on delete cascade,
  game_id integer not null references game (id) on delete cascade,
  max_bet_minor bigint not null check (max_bet_minor > 0),
  max_win_minor bigint not null check (max_win_minor > 0),
  primary key (merchant_id, game_id)
);
