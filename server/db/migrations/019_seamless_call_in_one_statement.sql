-- A vendor's wallet call in one statement. Every call a game makes (a bet, a win, a refund) used to be ten round
-- trips, and a busy table makes thousands a second: seamless_call() does the whole call where the rows are, and
-- seamless_call_batch() does the calls that queued up meanwhile in one round trip and one commit, each with its own
-- answer. A refusal is an answer (a code), never an exception, and leaves nothing behind, so one refused call does not
-- fail the others in its batch.

-- The wallet's balance of one account, for callers outside the wallet.
create function wallet_balance(p_account bigint) returns bigint
language sql stable as $$
  select coalesce((select a.balance from wallet_account a where a.id = p_account), 0)
$$;

-- The agent module's day figures follow the casino's rounds: a round adds to its member's day when it settles, in
-- the statement that settles it, whichever game settled it.
create function member_day_stats_of_round() returns trigger
language plpgsql as $$
begin
  if new.status = 'settled' and (tg_op = 'INSERT' or old.status is distinct from 'settled') then
    insert into member_day_stats as s (member_id, day, rounds, bet_minor, win_minor)
      values (new.member_id, (new.created_at at time zone 'UTC')::date, 1, new.bet_minor, new.win_minor)
      on conflict (member_id, day) do update
        set rounds = s.rounds + 1, bet_minor = s.bet_minor + excluded.bet_minor, win_minor = s.win_minor + excluded.win_minor;
  end if;
  return null;
end $$;
create trigger game_round_settled after insert or update of status on game_round
  for each row execute function member_day_stats_of_round();

-- One call of a vendor (p_kind: debit, credit or rollback), applied once by (vendor, transaction id); a repeat
-- answers what the first did. p_token: the player token it names (null: none); p_rounds: whether the call keeps its
-- round in game_round (outside vendors; the house records its rounds itself). p_main and p_float: the member's main
-- account and the vendor float's account the wallet chose. A rollback names the debit it undoes (p_refers_to).
-- status: applied, replayed, nothing_to_roll_back or refused (error_code says why; balance is the member's then).
-- A refusal after the claim deletes the claim: the id is free again, as if the call had never come.
create function seamless_call(
  p_merchant integer, p_vendor text, p_tx text, p_kind text, p_member bigint, p_round text, p_amount bigint,
  p_refers_to text, p_final boolean, p_token bytea, p_needs_live_token boolean, p_rounds boolean, p_main bigint, p_float bigint
)
returns table (status text, balance bigint, transfer_id bigint, error_code text)
language plpgsql as $$
declare
  v_game integer;
  v_live boolean;
  v_token_member bigint;
  v_existing seamless_tx;
  v_debit seamless_tx;
  v_round game_round;
  v_transfer bigint;
  v_balance bigint;
  v_refusal text;
  v_amount bigint := p_amount;
  v_key text := 'seamless:' || p_vendor || ':' || p_tx;
  v_reference text := p_vendor || ' ' || coalesce(p_refers_to, p_round);
  v_transfer_kind text := case p_kind when 'debit' then 'game_bet' when 'credit' then 'game_win' else 'game_refund' end;
begin
  -- The claim comes first: a repeat answers what the first call did, whatever became of the token since (the player
  -- logged out, the token expired), so a vendor retrying a lost answer always learns the bet's fate.
  insert into seamless_tx as t (vendor_code, tx_id, kind, member_id, round_id, amount_minor, status, refers_to)
    values (p_vendor, p_tx, p_kind, p_member, p_round, case when p_kind = 'rollback' then 0 else p_amount end, 'applied', p_refers_to)
    on conflict (vendor_code, tx_id) do nothing;
  if not found then
    select * into v_existing from seamless_tx t where t.vendor_code = p_vendor and t.tx_id = p_tx;
    if p_kind = 'rollback' then
      if v_existing.kind <> 'rollback' or v_existing.refers_to is distinct from p_refers_to or v_existing.member_id <> p_member then
        return query select 'refused', null::bigint, null::bigint, 'tx_conflict';
      else
        return query select case when v_existing.transfer_id is null then 'nothing_to_roll_back' else 'replayed' end,
          coalesce(v_existing.balance_after_minor, 0), v_existing.transfer_id, null::text;
      end if;
      return;
    end if;
    if v_existing.kind = 'debit' and v_existing.status = 'tombstone' then
      return query select 'refused', wallet_balance(p_main), null::bigint, 'rolled_back';
    elsif v_existing.kind <> p_kind or v_existing.member_id <> p_member or v_existing.amount_minor <> p_amount or v_existing.round_id <> p_round then
      return query select 'refused', null::bigint, null::bigint, 'tx_conflict';
    elsif v_existing.status = 'refused' then
      return query select 'refused', wallet_balance(p_main), null::bigint, 'insufficient_funds';
    else
      return query select 'replayed', coalesce(v_existing.balance_after_minor, 0), v_existing.transfer_id, null::text;
    end if;
    return;
  end if;

  -- A new call: the token vouches for the player (it was handed to one of this merchant's members); bets need it
  -- unexpired. Refused, the claim goes.
  if p_token is not null then
    select s.member_id, s.game_id, s.expires_at > now() into v_token_member, v_game, v_live
      from vendor_session s where s.token_hash = p_token and s.merchant_id = p_merchant and s.vendor_code = p_vendor;
    if v_token_member is distinct from p_member then
      v_refusal := 'invalid_token';
    elsif p_needs_live_token and not v_live then
      v_refusal := 'token_expired';
    end if;
    if v_refusal is not null then
      delete from seamless_tx t where t.vendor_code = p_vendor and t.tx_id = p_tx;
      return query select 'refused', null::bigint, null::bigint, v_refusal;
      return;
    end if;
  end if;

  if p_kind = 'credit' and p_rounds then
    -- A win needs its round, open, this player's; locked, so a win and a rollback of one round take turns.
    select * into v_round from game_round r where r.vendor_code = p_vendor and r.round_id = p_round for update;
    if not found or v_round.member_id <> p_member then
      v_refusal := 'round_not_found';
    elsif v_round.status <> 'open' then
      v_refusal := 'round_closed';
    end if;
  elsif p_kind = 'debit' and p_rounds then
    -- A stake joins an open round of this player's, or opens one.
    select * into v_round from game_round r where r.vendor_code = p_vendor and r.round_id = p_round for update;
    if found and (v_round.status <> 'open' or v_round.member_id <> p_member) then
      v_refusal := 'round_closed';
    end if;
  end if;

  if p_kind = 'rollback' then
    -- What it undoes: the debit's stake, when the debit is there, applied, and not undone yet; else nothing.
    v_amount := 0;
    select * into v_debit from seamless_tx t where t.vendor_code = p_vendor and t.tx_id = p_refers_to;
    if not found then
      -- Not seen yet: a tombstone in its place refuses it when it comes.
      insert into seamless_tx (vendor_code, tx_id, kind, member_id, round_id, amount_minor, status, refers_to)
        values (p_vendor, p_refers_to, 'debit', p_member, p_round, 0, 'tombstone', p_tx)
        on conflict (vendor_code, tx_id) do nothing;
      if not found then
        -- It arrived meanwhile: undo it after all.
        select * into v_debit from seamless_tx t where t.vendor_code = p_vendor and t.tx_id = p_refers_to;
      end if;
    end if;
    if v_debit.tx_id is not null then
      if v_debit.kind <> 'debit' or v_debit.member_id <> p_member or v_debit.round_id <> p_round then
        v_refusal := 'tx_conflict';
      elsif v_debit.status = 'applied' then
        if p_rounds then
          select * into v_round from game_round r where r.vendor_code = p_vendor and r.round_id = p_round for update;
          if not found or v_round.status <> 'open' or v_round.win_minor > 0 then
            v_refusal := 'round_closed';
          end if;
        end if;
        if v_refusal is null then
          -- Marked in one statement: two rollbacks of one debit (under other ids, or at once) undo it once.
          update seamless_tx t set status = 'rolled_back' where t.vendor_code = p_vendor and t.tx_id = p_refers_to and t.status = 'applied';
          if found then
            v_amount := v_debit.amount_minor;
          end if;
        end if;
      end if;
    end if;
  end if;

  if v_refusal is not null then
    delete from seamless_tx t where t.vendor_code = p_vendor and t.tx_id = p_tx;
    return query select 'refused', null::bigint, null::bigint, v_refusal;
    return;
  end if;

  if v_amount = 0 then
    -- Nothing moves: a zero win closes a lost round, a rollback finds nothing to undo.
    v_balance := wallet_balance(p_main);
  else
    select w.transfer_id, case when p_kind = 'debit' then w.debit_balance else w.credit_balance end, w.error_code into v_transfer, v_balance, v_refusal
      from wallet_transfer(p_merchant, v_key, md5(concat_ws('|', v_transfer_kind, p_main, p_float, v_amount, v_reference)), v_transfer_kind, v_reference,
        case when p_kind = 'debit' then p_main else p_float end, case when p_kind = 'debit' then p_float else p_main end, v_amount) w;
    if v_refusal = '23514' then
      -- Recorded as refused, so a retry of the same id is refused the same way.
      update seamless_tx t set status = 'refused' where t.vendor_code = p_vendor and t.tx_id = p_tx;
      return query select 'refused', wallet_balance(p_main), null::bigint, 'insufficient_funds';
      return;
    elsif v_refusal is not null then
      raise exception 'the wallet refused a seamless transfer (%)', v_refusal;
    end if;
  end if;
  update seamless_tx t set transfer_id = v_transfer, amount_minor = case when p_kind = 'rollback' then v_amount else p_amount end,
      balance_after_minor = v_balance
    where t.vendor_code = p_vendor and t.tx_id = p_tx;

  if p_rounds then
    if p_kind = 'debit' then
      -- The stake joins its round, opened by its first bet; a round that is closed or another player's takes no bet.
      insert into game_round as r (merchant_id, member_id, game_id, vendor_code, round_id, bet_minor, status)
        values (p_merchant, p_member, v_game, p_vendor, p_round, p_amount, 'open')
        on conflict (vendor_code, round_id) do update set bet_minor = r.bet_minor + excluded.bet_minor
          where r.status = 'open' and r.member_id = excluded.member_id;
      if not found then
        -- Closed by a call that came between the check above and here: nothing of this call may stay.
        raise exception 'round_closed' using errcode = 'TC409';
      end if;
    elsif p_kind = 'credit' then
      update game_round r set win_minor = r.win_minor + p_amount,
          status = case when p_final then 'settled' else r.status end, settled_at = case when p_final then now() else r.settled_at end
        where r.id = v_round.id;
    elsif v_amount > 0 then
      -- A refunded stake leaves its round; a round with no stake left is cancelled.
      update game_round r set bet_minor = r.bet_minor - v_amount,
          status = case when r.bet_minor - v_amount = 0 and r.win_minor = 0 then 'cancelled' else r.status end
        where r.id = v_round.id;
    end if;
  end if;

  return query select case when p_kind = 'rollback' and v_amount = 0 then 'nothing_to_roll_back' else 'applied' end,
    v_balance, v_transfer, null::text;
end $$;

-- A logout ends the tokens of the games launched from its session; a password change ends all of a member's.
create index vendor_session_of_session on vendor_session (session_hash);
create index vendor_session_of_member on vendor_session (member_id);

-- The calls that queued while the last batch ran, in one statement: in order, each with its own answer (item: the
-- call's place in the array, from 0). The amount is a decimal string of minor units; the token, hex. The batch's
-- accounts are locked first, all in id order, so batches of other processes that share accounts wait instead of
-- deadlocking.
create function seamless_call_batch(p_items jsonb)
returns table (item integer, status text, balance bigint, transfer_id bigint, error_code text)
language plpgsql as $$
begin
  perform 1 from wallet_account a
    where a.id in (select (i.call->>'main')::bigint from jsonb_array_elements(p_items) i(call)
                   union select (i.call->>'float')::bigint from jsonb_array_elements(p_items) i(call))
    order by a.id for update;
  return query
  select (i.n - 1)::integer, r.status, r.balance, r.transfer_id, r.error_code
    from jsonb_array_elements(p_items) with ordinality as i(call, n)
    cross join lateral seamless_call((i.call->>'merchant')::integer, i.call->>'vendor', i.call->>'tx', i.call->>'kind', (i.call->>'member')::bigint,
      i.call->>'round', (i.call->>'amount')::bigint, i.call->>'refersTo', (i.call->>'final')::boolean, decode(i.call->>'token', 'hex'),
      (i.call->>'needsLiveToken')::boolean, (i.call->>'rounds')::boolean, (i.call->>'main')::bigint, (i.call->>'float')::bigint) r
   order by i.n;
end $$;
