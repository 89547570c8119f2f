-- The house lottery: draw games on a schedule of their own (VN and SEA styles daily, e-lottery every few minutes).
-- Each draw commits to its seed when it opens (the SHA-256 is published), derives its five digits from it when it is
-- drawn, and reveals it then. Tickets are bets on a draw; a job settles each drawn draw once per revision (a
-- corrected result is a new revision, settled again). Money moves through the wallet: a ticket's stake and its win
-- are ledger transfers between the member and the vendor float, each in one transaction with the ticket's state.

-- A catalogue game that is a house lottery, with its schedule.
-- owner: lottery
create table lottery_game (
  game_id integer primary key references game (id) on delete cascade,
  code text not null,
  merchant_id integer not null references merchant (id) on delete cascade,
  -- COCKFIGHT: a fight is a draw whose digits decide it (meron, wala, draw)
  area text not null check (area in ('VN', 'SEA', 'ELOTT', 'COCKFIGHT')),
  draw_every_seconds integer not null check (draw_every_seconds between 60 and 86400),
  -- bets close this long before the draw
  close_before_seconds integer not null check (close_before_seconds >= 0),
  max_stake_minor bigint not null default 1000000 check (max_stake_minor > 0),
  -- lower ceilings for some bet types: {"3D": 50000}
  max_stake_by_type jsonb not null default '{}'::jsonb,
  unique (merchant_id, code)
);

-- owner: lottery
create table lottery_draw (
  id bigserial primary key,
  game_id integer not null references lottery_game (game_id) on delete cascade,
  -- the draw's place on its game's schedule: draws_at = epoch + draw_no × every
  draw_no bigint not null,
  closes_at timestamptz not null,
  draws_at timestamptz not null,
  -- answered only once drawn; its hash from the start
  seed text not null,
  seed_hash text not null,
  result text check (result ~ '^[0-9]{5}$'),
  -- open: takes bets until closes_at; drawn: result known, tickets settling; settled: every ticket of this revision
  -- settled; void: cancelled, every stake refunded
  status text not null default 'open' check (status in ('open', 'drawn', 'settled', 'void')),
  suspended boolean not null default false,
  -- a corrected result starts the next revision, which settles every ticket again (the difference moves)
  revision integer not null default 0,
  drawn_at timestamptz,
  settled_at timestamptz,
  unique (game_id, draw_no)
);
create index lottery_draw_due on lottery_draw (draws_at) where status in ('open', 'drawn');

-- owner: lottery
create table lottery_ticket (
  id bigserial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  member_id bigint not null references member (id) on delete cascade,
  draw_id bigint not null references lottery_draw (id) on delete cascade,
  bet_type text not null check (bet_type in ('2D', '3D', 'BIG', 'SMALL', 'ODD', 'EVEN', 'MERON', 'WALA', 'DRAW')),
  pick text not null default '',
  stake_minor bigint not null check (stake_minor > 0),
  odds_milli bigint not null check (odds_milli > 0),
  -- placed: waiting for its draw; won/lost: settled under settled_revision; void: its draw was cancelled (refunded)
  status text not null default 'placed' check (status in ('placed', 'won', 'lost', 'void')),
  -- what the ticket has been paid so far, over every revision
  paid_minor bigint not null default 0 check (paid_minor >= 0),
  -- a correction that lowered the win took back less than it should, the member's balance being short: the rest
  owed_minor bigint not null default 0 check (owed_minor >= 0),
  settled_revision integer,
  -- the player's key for this purchase: the same key buys once
  request_key text not null,
  created_at timestamptz not null default now(),
  unique (member_id, request_key)
);
create index lottery_ticket_draw on lottery_ticket (draw_id, id);
create index lottery_ticket_member on lottery_ticket (member_id, created_at desc);

-- A draw settles thousands of rounds in one statement: the day figures now follow each statement's settled rounds
-- together (a trigger per statement, summed per member and day) instead of one upsert per round.
drop trigger game_round_settled on game_round;
drop function member_day_stats_of_round();
create function member_day_stats_of_inserted_rounds() returns trigger
language plpgsql as $$
begin
  insert into member_day_stats as s (member_id, day, rounds, bet_minor, win_minor)
    select r.member_id, (r.created_at at time zone 'UTC')::date, count(*), sum(r.bet_minor), sum(r.win_minor)
      from inserted_rounds r where r.status = 'settled' group by 1, 2
    on conflict (member_id, day) do update
      set rounds = s.rounds + excluded.rounds, bet_minor = s.bet_minor + excluded.bet_minor, win_minor = s.win_minor + excluded.win_minor;
  return null;
end $$;
create trigger game_round_settled_on_insert after insert on game_round
  referencing new table as inserted_rounds for each statement execute function member_day_stats_of_inserted_rounds();
create function member_day_stats_of_updated_rounds() returns trigger
language plpgsql as $$
begin
  -- A round settled now counts whole; one settled before and resettled (a corrected result) counts its difference.
  insert into member_day_stats as s (member_id, day, rounds, bet_minor, win_minor)
    select r.member_id, (r.created_at at time zone 'UTC')::date,
           count(*) filter (where p.status <> 'settled'),
           sum(r.bet_minor - case when p.status = 'settled' then p.bet_minor else 0 end),
           sum(r.win_minor - case when p.status = 'settled' then p.win_minor else 0 end)
      from updated_rounds r join previous_rounds p on p.id = r.id
     where r.status = 'settled' and (p.status <> 'settled' or p.win_minor <> r.win_minor or p.bet_minor <> r.bet_minor)
     group by 1, 2
    on conflict (member_id, day) do update
      set rounds = s.rounds + excluded.rounds, bet_minor = s.bet_minor + excluded.bet_minor, win_minor = s.win_minor + excluded.win_minor;
  return null;
end $$;
create trigger game_round_settled_on_update after update on game_round
  referencing old table as previous_rounds new table as updated_rounds for each statement execute function member_day_stats_of_updated_rounds();

-- Many payouts from system accounts at once (a draw's wins): each its own idempotent transfer with its two entries,
-- but the balances move once per account and statement, the entries' balances following in transfer order. Only a
-- system account pays here (no balance to check); a key seen before answers as that transfer, or TL409 when it
-- asked for something else. The accounts are locked in id order first, as wallet_transfer() does.
create function wallet_pay_many(p_merchant integer, p_kind text, p_items jsonb)
returns table (item integer, transfer_id bigint, replayed boolean, error_code text)
language plpgsql as $$
begin
  if exists (
    select 1 from jsonb_array_elements(p_items) i(x)
      left join wallet_account a on a.id = (i.x->>'debit')::bigint and a.merchant_id = p_merchant and a.member_id is null
     where a.id is null or (i.x->>'amount')::bigint <= 0
  ) then
    raise exception 'wallet_pay_many pays from this merchant''s system accounts, amounts above zero' using errcode = '22023';
  end if;
  perform 1 from wallet_account a
    where a.id in (select (i.x->>'debit')::bigint from jsonb_array_elements(p_items) i(x) union select (i.x->>'credit')::bigint from jsonb_array_elements(p_items) i(x))
    order by a.id for update;
  return query
  with items as (
    select (i.n - 1)::integer as item, i.x->>'key' as key, i.x->>'hash' as hash, i.x->>'reference' as reference,
           (i.x->>'debit')::bigint as debit, (i.x->>'credit')::bigint as credit, (i.x->>'amount')::bigint as amount
      from jsonb_array_elements(p_items) with ordinality as i(x, n)
  ), made as (
    insert into wallet_transfer as t (merchant_id, idempotency_key, request_hash, kind, reference, debit_account_id, credit_account_id, amount)
      select p_merchant, s.key, s.hash, p_kind, s.reference, s.debit, s.credit, s.amount from items s order by s.item
      on conflict (merchant_id, idempotency_key) do nothing
      returning t.id, t.idempotency_key, t.debit_account_id, t.credit_account_id, t.amount, t.created_at
  ), moves as (
    select m.id, m.debit_account_id as account, -m.amount as delta, m.created_at from made m
    union all
    select m.id, m.credit_account_id, m.amount, m.created_at from made m
  ), totals as (
    select v.account, sum(v.delta) as delta from moves v group by v.account
  ), moved as (
    update wallet_account a set balance = a.balance + t.delta from totals t
     where a.id = t.account and a.merchant_id = p_merchant
     returning a.id, a.balance - t.delta as opening
  ), entries as (
    -- (a statement in WITH runs to its end whether or not the query below reads it)
    insert into wallet_entry (transfer_id, account_id, amount, balance_after, created_at)
      select v.id, v.account, v.delta, o.opening + sum(v.delta) over (partition by v.account order by v.id), v.created_at
        from moves v join moved o on o.id = v.account
      returning 1
  )
  select s.item, coalesce(m.id, t.id), m.id is null,
         case when m.id is null and (t.id is null or t.request_hash <> s.hash) then 'TL409' end
    from items s
    left join made m on m.idempotency_key = s.key
    left join wallet_transfer t on m.id is null and t.merchant_id = p_merchant and t.idempotency_key = s.key
   order by s.item;
end $$;
