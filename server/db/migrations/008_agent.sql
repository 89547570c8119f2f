-- The agent centre: the team tree as a closure (every ancestor of every member, so a team of any depth is one
-- indexed lookup), each member's betting per day (team figures over a period add up days, not rounds), contracts
-- between an agent and its upline, and their settlements (one per contract and period, paid by one ledger transfer).
-- owner: agent
create table member_tree (
  ancestor_id bigint not null references member (id) on delete cascade,
  descendant_id bigint not null references member (id) on delete cascade,
  depth integer not null check (depth > 0),
  primary key (ancestor_id, descendant_id)
);
create index member_tree_descendant on member_tree (descendant_id);

insert into member_tree (ancestor_id, descendant_id, depth)
with recursive chain (ancestor_id, descendant_id, depth) as (
  select upline_id, id, 1 from member where upline_id is not null
  union all
  select m.upline_id, c.descendant_id, c.depth + 1 from chain c join member m on m.id = c.ancestor_id where m.upline_id is not null
)
select ancestor_id, descendant_id, depth from chain;

-- A new member joins its upline's tree: below the upline and below every ancestor of it.
create function member_tree_join() returns trigger language plpgsql as $$
begin
  if new.upline_id is not null then
    insert into member_tree (ancestor_id, descendant_id, depth)
      select new.upline_id, new.id, 1
      union all
      select t.ancestor_id, new.id, t.depth + 1 from member_tree t where t.descendant_id = new.upline_id;
  end if;
  return new;
end $$;
create trigger member_tree_join after insert on member for each row execute function member_tree_join();

-- owner: agent
create table member_day_stats (
  member_id bigint not null references member (id) on delete cascade,
  day date not null,
  rounds integer not null default 0,
  bet_minor bigint not null default 0,
  win_minor bigint not null default 0,
  primary key (member_id, day)
);
insert into member_day_stats (member_id, day, rounds, bet_minor, win_minor)
  select member_id, created_at::date, count(*), sum(bet_minor), sum(win_minor) from game_round where status = 'settled' group by 1, 2;

-- owner: agent
create table agent_contract (
  id bigserial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  kind text not null check (kind in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  request_type text not null check (request_type in ('new', 'termination')),
  -- the upper party (who offers and pays through the platform) and the lower party (a direct downline agent)
  upline_id bigint not null references member (id) on delete cascade,
  member_id bigint not null references member (id) on delete cascade,
  -- who asked: the other party signs (accepts) or rejects
  requested_by bigint not null references member (id) on delete cascade,
  -- basis points of the team's valid bet (salaries) or of the team's net loss (dividends)
  rate_bp integer not null check (rate_bp > 0 and rate_bp <= 10000),
  period text not null default 'daily' check (period in ('hourly', 'daily', 'weekly', 'semi_monthly', 'monthly', 'round')),
  -- a termination names the contract it ends
  ends_contract_id bigint references agent_contract (id),
  status text not null default 'pending' check (status in ('pending', 'processing', 'accepted', 'completed', 'rejected')),
  reason text,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  ended_at timestamptz
);
create index agent_contract_member on agent_contract (member_id, kind, status);
create index agent_contract_upline on agent_contract (upline_id, kind, status);
-- one contract of a kind in force between two parties, and one open request of a kind at a time
create unique index agent_contract_in_force on agent_contract (member_id, kind) where status = 'accepted' and request_type = 'new';
create unique index agent_contract_open_request on agent_contract (member_id, kind) where status in ('pending', 'processing');

-- owner: agent
create table agent_settlement (
  id bigserial primary key,
  contract_id bigint not null references agent_contract (id) on delete cascade,
  period_start timestamptz not null,
  period_end timestamptz not null,
  base_minor bigint not null,
  amount_minor bigint not null check (amount_minor >= 0),
  transfer_id bigint,
  created_at timestamptz not null default now(),
  unique (contract_id, period_start)
);

alter table wallet_account drop constraint wallet_account_kind_check;
alter table wallet_account add constraint wallet_account_kind_check
  check (kind in ('main', 'vendor', 'house', 'provider_clearing', 'payouts_in_flight', 'bonus', 'vendor_float', 'agent_payouts'));
alter table wallet_transfer drop constraint wallet_transfer_kind_check;
alter table wallet_transfer add constraint wallet_transfer_kind_check
  check (kind in ('deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_payout', 'withdrawal_refund',
    'vendor_in', 'vendor_out', 'agent_transfer', 'adjustment', 'freeplay_grant', 'bonus', 'game_bet', 'game_win', 'game_refund',
    'agent_salary', 'agent_dividend'));
