-- Settled rounds reach the agent module's day figures and the games module's winner board by explicit calls (issue
-- 32), no longer by triggers on the casino's game_round that wrote other modules' tables. Every statement of the
-- casino that settles a round calls game_rounds_settled() in that statement, and it calls the two modules' own
-- functions: the figures move with the round, in its transaction, once (a retried call settles nothing new, so it
-- tells nothing). The big-win rule's numbers are the games module's (BIG_WIN in server/modules/games), passed in.
-- These functions serve one round (a vendor's last win) as often as thousands (a draw): each keeps one plan for every
-- call (plan_cache_mode), as planning a statement anew for one round costs more than running it; their plans take
-- the arrays row by row (no join between two of them), good for any number of rounds.

drop trigger game_round_settled_on_insert on game_round;
drop trigger game_round_settled_on_update on game_round;
drop function member_day_stats_of_inserted_rounds();
drop function member_day_stats_of_updated_rounds();

-- Adds rounds, bets and wins to members' days (rows of one member and day summed first): the agent centre's team
-- figures over a period add up days, not rounds.
-- owner: agent
create function member_day_stats_add(p_members bigint[], p_days date[], p_rounds integer[], p_bets bigint[], p_wins bigint[])
returns void
language plpgsql set plan_cache_mode = force_generic_plan as $$
begin
  insert into member_day_stats as s (member_id, day, rounds, bet_minor, win_minor)
    select u.member_id, u.day, sum(u.rounds), sum(u.bet), sum(u.win)
      from unnest(p_members, p_days, p_rounds, p_bets, p_wins) as u(member_id, day, rounds, bet, win)
     group by u.member_id, u.day
    on conflict (member_id, day) do update
      set rounds = s.rounds + excluded.rounds, bet_minor = s.bet_minor + excluded.bet_minor, win_minor = s.win_minor + excluded.win_minor;
end $$;

-- The winner board follows settled rounds: a round that won at least p_min_win, and at least p_min_multiple times its
-- stake, is on it (with its win as corrected); any other round named here is not (a corrected result takes it off).
-- owner: games
create function big_wins_note(p_rounds bigint[], p_merchants integer[], p_members bigint[], p_games integer[], p_bets bigint[],
  p_wins bigint[], p_at timestamptz[], p_min_win bigint, p_min_multiple integer)
returns void
language plpgsql set plan_cache_mode = force_generic_plan as $$
begin
  delete from big_win w using unnest(p_rounds, p_bets, p_wins) as u(round_id, bet, win)
   where w.round_id = u.round_id and not (u.win >= p_min_win and u.win >= p_min_multiple * u.bet);
  insert into big_win as w (merchant_id, player, game_id, amount_minor, won_at, round_id)
    select u.merchant_id, m.username, u.game_id, u.win, u.at, u.round_id
      from unnest(p_rounds, p_merchants, p_members, p_games, p_bets, p_wins, p_at) as u(round_id, merchant_id, member_id, game_id, bet, win, at)
      join member m on m.id = u.member_id
     where u.win >= p_min_win and u.win >= p_min_multiple * u.bet
    on conflict (round_id) do update set amount_minor = excluded.amount_minor;
end $$;

-- A round settled by a statement, as it is now, with what the day figures counted of it before (a round settled before
-- and again, by a corrected result; nothing for a round settled now).
-- owner: casino
create type game_round_change as (
  round_id bigint, merchant_id integer, member_id bigint, game_id integer, created_at timestamptz, settled_at timestamptz,
  bet_minor bigint, win_minor bigint, counted boolean, counted_bet bigint, counted_win bigint
);

-- What settling rounds tells the other modules, called by the statement that settles them. A round settled now counts
-- whole in its member's day, one settled before and again its difference; the board takes each by the games' rule.
-- owner: casino
create function game_rounds_settled(p_changes game_round_change[], p_big_win_min bigint, p_big_win_multiple integer)
returns void
language plpgsql set plan_cache_mode = force_generic_plan as $$
begin
  perform member_day_stats_add(
      array_agg(c.member_id), array_agg((c.created_at at time zone 'UTC')::date), array_agg(case when c.counted then 0 else 1 end),
      array_agg(c.bet_minor - case when c.counted then c.counted_bet else 0 end), array_agg(c.win_minor - case when c.counted then c.counted_win else 0 end)),
    big_wins_note(array_agg(c.round_id), array_agg(c.merchant_id), array_agg(c.member_id), array_agg(c.game_id), array_agg(c.bet_minor),
      array_agg(c.win_minor), array_agg(coalesce(c.settled_at, now())), p_big_win_min, p_big_win_multiple)
    from unnest(p_changes) as c;
end $$;
