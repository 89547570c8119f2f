-- Rewards that keep players coming back: VIP levels reached by valid bets of all time (the club label, whose rate
-- pays a rebate of each day's valid bet), the operator's member labels, daily missions, and the reward centre's
-- inbox of rewards to claim. A reward is written once per member, source and key (a rerun writes nothing twice);
-- claiming it is one ledger transfer in the transaction that marks it claimed.
-- owner: rewards
create table vip_level (
  merchant_id integer not null references merchant (id) on delete cascade,
  rank_level integer not null check (rank_level between 1 and 20),
  -- {"en": "Gold", "bn": "গোল্ড"}
  names jsonb not null,
  min_valid_bet_minor bigint not null check (min_valid_bet_minor >= 0),
  -- the rebate of each day's valid bet, in basis points (50 = 0.5%)
  rebate_bp integer not null check (rebate_bp between 0 and 500),
  primary key (merchant_id, rank_level)
);

-- owner: member
create table member_label (
  member_id bigint not null references member (id) on delete cascade,
  label_name text not null check (char_length(label_name) between 1 and 24),
  created_at timestamptz not null default now(),
  primary key (member_id, label_name)
);

-- owner: rewards
create table mission (
  id serial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  -- {"en": "Spin 20 rounds", "bn": …}
  names jsonb not null,
  -- what a day's figures must reach: valid bet in minor units, or rounds played
  metric text not null check (metric in ('valid_bet', 'rounds')),
  target bigint not null check (target > 0),
  reward_minor bigint not null check (reward_minor > 0),
  active boolean not null default true,
  sort integer not null default 0
);

-- owner: rewards
create table reward (
  id bigserial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  member_id bigint not null references member (id) on delete cascade,
  source text not null check (source in ('rebate', 'mission')),
  -- rebate: the day; mission: '<mission id>:<day>'
  source_key text not null,
  -- the day the reward was earned on
  day date not null,
  amount_minor bigint not null check (amount_minor > 0),
  -- what the reward was computed from (valid bet, rate, level, mission), shown to the member
  detail jsonb not null default '{}',
  status text not null default 'unclaimed' check (status in ('unclaimed', 'claimed')),
  transfer_id bigint,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  unique (member_id, source, source_key)
);
create index reward_unclaimed on reward (member_id) where status = 'unclaimed';
create index reward_by_day on reward (merchant_id, source, day);

alter table wallet_transfer drop constraint wallet_transfer_kind_check;
alter table wallet_transfer add constraint wallet_transfer_kind_check
  check (kind in ('deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_payout', 'withdrawal_refund',
    'vendor_in', 'vendor_out', 'agent_transfer', 'adjustment', 'freeplay_grant', 'bonus', 'game_bet', 'game_win', 'game_refund',
    'agent_salary', 'agent_dividend', 'rebate', 'mission_reward'));

-- The day jobs (rebates, missions, points) read one day of every member's figures.
create index member_day_stats_day on member_day_stats (day);
