-- The lottery's games launch as the house's own: a lottery game opens the lottery screen, the cockfight arena its
-- betting view (the casino's launch answers where). The winner board lists real big wins: a round of any engine
-- (house games, outside vendors, lottery tickets, fight bets) settled with a big win is added by the statement that
-- settles it, and the demo rows seeded before are gone.
alter table game drop constraint game_house_engine_check;
alter table game add constraint game_house_engine_check check (house_engine in ('slot', 'roulette', 'fish', 'cards', 'lottery', 'cockfight'));
update game g set house_engine = case when l.area = 'COCKFIGHT' then 'cockfight' else 'lottery' end from lottery_game l where l.game_id = g.id;

-- A big win: at least 10 times the stake and at least 50.00 (5,000 minor units), taken from the settled round.
delete from big_win;
alter table big_win add column round_id bigint unique references game_round (id) on delete cascade;

-- The round triggers of 020 add the big wins of the rounds their statement settled (one trigger per statement keeps
-- a vendor's call at one statement).
create or replace function member_day_stats_of_inserted_rounds() returns trigger
language plpgsql as $$
begin
  insert into member_day_stats as s (member_id, day, rounds, bet_minor, win_minor)
    select r.member_id, (r.created_at at time zone 'UTC')::date, count(*), sum(r.bet_minor), sum(r.win_minor)
      from inserted_rounds r where r.status = 'settled' group by 1, 2
    on conflict (member_id, day) do update
      set rounds = s.rounds + excluded.rounds, bet_minor = s.bet_minor + excluded.bet_minor, win_minor = s.win_minor + excluded.win_minor;
  insert into big_win (merchant_id, player, game_id, amount_minor, won_at, round_id)
    select r.merchant_id, m.username, r.game_id, r.win_minor, coalesce(r.settled_at, now()), r.id
      from inserted_rounds r join member m on m.id = r.member_id
     where r.status = 'settled' and r.win_minor >= 5000 and r.win_minor >= 10 * r.bet_minor;
  return null;
end $$;

create or replace function member_day_stats_of_updated_rounds() returns trigger
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
  -- A corrected result moves the win on the board too, or takes it off.
  delete from big_win w using updated_rounds r
   where w.round_id = r.id and not (r.status = 'settled' and r.win_minor >= 5000 and r.win_minor >= 10 * r.bet_minor);
  insert into big_win (merchant_id, player, game_id, amount_minor, won_at, round_id)
    select r.merchant_id, m.username, r.game_id, r.win_minor, coalesce(r.settled_at, now()), r.id
      from updated_rounds r join member m on m.id = r.member_id
     where r.status = 'settled' and r.win_minor >= 5000 and r.win_minor >= 10 * r.bet_minor
    on conflict (round_id) do update set amount_minor = excluded.amount_minor;
  return null;
end $$;
