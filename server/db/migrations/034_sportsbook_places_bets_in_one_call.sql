-- The sportsbook writes the bets that arrive together in one call (issue 32): a function, so its statement is planned
-- once per connection instead of on every call (planning it cost about as much as running it for a handful of bets).

-- Bets with their legs: each only while every match of it is open (not settled, voided or corrected), those rows
-- share-locked against their settlement until the bets' transaction ends, and once per key (with the hash of the
-- request it was placed by). p_bets: [{item, member_id, stake, odds, request_key, request_hash, legs: [{leg_no,
-- event_id, market, line_tenths, outcome, odds_milli, in_play}]}], keys distinct. Answers the bets written, each with
-- its item; none for a bet whose match is no longer open or whose key placed a bet already.
-- owner: sports
create function sport_place_bets(p_merchant integer, p_bets jsonb)
returns table (item integer, id bigint, member_id bigint, stake_minor bigint, odds_milli bigint, status text, paid_minor bigint, owed_minor bigint,
  created_at timestamptz, request_hash text)
language plpgsql as $$
#variable_conflict use_column
begin
  return query
  with items as (
    select * from jsonb_to_recordset(p_bets) as x (item integer, member_id bigint, stake bigint, odds bigint, request_key text, request_hash text, legs jsonb)
  ), open_events as (
    select e.id from sport_event e
     where e.id in (select (l.leg->>'event_id')::bigint from items i cross join jsonb_array_elements(i.legs) as l (leg)) and e.status = 'open' and not e.corrected
       for share
  ), ready as (
    select i.* from items i
     where not exists (select 1 from jsonb_array_elements(i.legs) as l (leg) where (l.leg->>'event_id')::bigint not in (select o.id from open_events o))
  ), bet as (
    insert into sport_bet as b (merchant_id, member_id, stake_minor, odds_milli, request_key, request_hash)
    select p_merchant, r.member_id, r.stake, r.odds, r.request_key, r.request_hash from ready r order by r.item
    on conflict (member_id, request_key) do nothing
    returning b.id, b.member_id, b.stake_minor, b.odds_milli, b.status, b.paid_minor, b.owed_minor, b.created_at, b.request_hash, b.request_key
  ), legs as (
    insert into sport_leg (bet_id, leg_no, event_id, market, line_tenths, outcome, odds_milli, in_play)
    select b.id, x.leg_no, x.event_id, x.market, x.line_tenths, x.outcome, x.odds_milli, x.in_play
      from bet b join ready r on r.member_id = b.member_id and r.request_key = b.request_key
     cross join jsonb_to_recordset(r.legs) as x (leg_no smallint, event_id bigint, market text, line_tenths integer, outcome text, odds_milli bigint, in_play boolean)
  )
  select r.item, b.id, b.member_id, b.stake_minor, b.odds_milli, b.status, b.paid_minor, b.owed_minor, b.created_at, b.request_hash
    from bet b join ready r on r.member_id = b.member_id and r.request_key = b.request_key;
end $$;
