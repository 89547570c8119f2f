-- The sportsbook: matches come from a feed (the demo feed, or a real one behind the same boundary); the book keeps
-- the matches it took bets on, with the result it settles on (the feed's, or the operator's correction: a new
-- revision, settled again), its prices' margin and limits per merchant, the markets an operator suspended, and the
-- bets with their legs. A bet's stake and its win are ledger transfers (member and vendor float), each in one
-- transaction with the bet's state; each bet is a round of the betting record.

-- owner: sports
create table sport_settings (
  merchant_id integer primary key references merchant (id) on delete cascade,
  -- the book's margin on the feed's fair prices, in basis points (500: 5%)
  margin_bp integer not null default 500 check (margin_bp between 0 and 3000),
  max_stake_minor bigint not null default 1000000 check (max_stake_minor > 0),
  max_payout_minor bigint not null default 10000000 check (max_payout_minor > 0),
  -- lower stake ceilings per market kind: {"TOTAL": 50000}
  market_max_stake jsonb not null default '{}'::jsonb,
  in_play_delay_seconds integer not null default 3 check (in_play_delay_seconds between 0 and 30)
);

-- owner: sports
create table sport_event (
  id bigserial primary key,
  feed_id text not null unique,
  sport text not null,
  league text not null,
  home text not null,
  away text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- open: bets on it wait for its result; settled under `revision`; void: abandoned, every leg on it void
  status text not null default 'open' check (status in ('open', 'settled', 'void')),
  result_home integer,
  result_away integer,
  -- the operator's result: it overrides the feed's
  corrected boolean not null default false,
  revision integer not null default 0
);
create index sport_event_open on sport_event (starts_at) where status = 'open';

-- owner: sports
create table sport_market_suspension (
  merchant_id integer not null references merchant (id) on delete cascade,
  feed_id text not null,
  market text not null check (market in ('MATCH', 'HANDICAP', 'TOTAL')),
  primary key (merchant_id, feed_id, market)
);

-- owner: sports
create table sport_bet (
  id bigserial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  member_id bigint not null references member (id) on delete cascade,
  stake_minor bigint not null check (stake_minor > 0),
  -- the legs' odds multiplied, in thousandths
  odds_milli bigint not null check (odds_milli >= 1000),
  status text not null default 'placed' check (status in ('placed', 'won', 'lost', 'void')),
  paid_minor bigint not null default 0 check (paid_minor >= 0),
  -- taken back by a correction but beyond the member's balance: the operator's to recover
  owed_minor bigint not null default 0 check (owed_minor >= 0),
  request_key text not null,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (member_id, request_key)
);
create index sport_bet_member on sport_bet (member_id, created_at desc);

-- owner: sports
create table sport_leg (
  bet_id bigint not null references sport_bet (id) on delete cascade,
  leg_no smallint not null,
  event_id bigint not null references sport_event (id),
  market text not null check (market in ('MATCH', 'HANDICAP', 'TOTAL')),
  -- the handicap or total line in tenths (-15: -1.5); null for the match result
  line_tenths integer,
  outcome text not null check (outcome in ('HOME', 'DRAW', 'AWAY', 'OVER', 'UNDER')),
  odds_milli bigint not null check (odds_milli >= 1000),
  in_play boolean not null default false,
  -- won, lost or void (a push, an abandoned match) under the event's revision `revision`
  result text check (result in ('won', 'lost', 'void')),
  revision integer,
  primary key (bet_id, leg_no)
);
create index sport_leg_event on sport_leg (event_id, bet_id);

-- The house sports vendors' tiles open the book.
alter table game drop constraint game_house_engine_check;
alter table game add constraint game_house_engine_check check (house_engine in ('slot', 'roulette', 'fish', 'cards', 'lottery', 'cockfight', 'sportsbook'));
update game set house_engine = 'sportsbook' where vendor_code in ('TALASPORTS', 'ARENA') and game_type = 'SPORTS' and is_game is null and house_engine is null;
