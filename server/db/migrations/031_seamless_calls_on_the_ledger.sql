-- The seamless wallet on the ledger's terms (issue 32): a vendor's call moves its money through wallet_transfer(),
-- which hashes the request as every transfer is hashed (the md5 of 019 is gone), a batch takes its accounts' locks
-- through wallet_lock_accounts(), and a vendor's last win tells the agent module and the games module through
-- game_rounds_settled() (030) instead of the triggers of 020. The casino's functions write only the casino's tables.

drop function seamless_call_batch(jsonb);
drop function seamless_call(integer, text, text, text, bigint, text, bigint, text, boolean, bytea, boolean, boolean, bigint, bigint, text, bytea, timestamptz);

-- Lists a refused call for the operator, or counts it again on the row of the same refusal of the same call (as 025).
-- owner: casino
create or replace function vendor_refusal_note(
  p_merchant integer, p_vendor text, p_member bigint, p_round text, p_tx text, p_kind text, p_amount bigint, p_code text
) returns void
language sql as $$
  insert into vendor_refusal as f (merchant_id, vendor_code, member_id, round_id, tx_id, kind, amount_minor, code)
    values (p_merchant, p_vendor, p_member, p_round, p_tx, p_kind, p_amount, p_code)
    on conflict (merchant_id, vendor_code, kind, code, (coalesce(tx_id, '')), (coalesce(member_id, 0)))
    do update set repeats = f.repeats + 1, last_at = now()
$$;

-- One call of a vendor (p_kind: debit, credit or rollback), applied once by (vendor, transaction id); a repeat
-- answers what the first did, a refusal included. p_token: the player token it names (null: none); p_outside: an
-- outside vendor's call, which keeps its round in game_round and reaches only outside rows. p_main and p_float: the
-- member's main account and the vendor float's account the wallet chose (null: the player is not the merchant's, and
-- p_refusal says so). A rollback names the debit it undoes (p_refers_to). p_refusal: a refusal decided before the call
-- (player_not_found, wrong_currency, currency_required, invalid_amount, invalid_token), given after the claim like any
-- other. p_signature: the digest of the signed message (null: a house call), taken by a call that claims a new id,
-- once, until p_signature_until. p_big_win_min and p_big_win_multiple: the games' rule for the winner board, told
-- when an outside round settles. status: applied, replayed, nothing_to_roll_back or refused (error_code says why;
-- balance is the member's then, for a refusal for money). As in 025, but for the three calls of other modules.
-- owner: casino
create function seamless_call(
  p_merchant integer, p_vendor text, p_tx text, p_kind text, p_member bigint, p_round text, p_amount bigint,
  p_refers_to text, p_final boolean, p_token bytea, p_needs_live_token boolean, p_outside boolean, p_main bigint, p_float bigint,
  p_refusal text, p_signature bytea, p_signature_until timestamptz, p_big_win_min bigint, p_big_win_multiple integer
)
returns table (status text, balance bigint, transfer_id bigint, error_code text)
language plpgsql as $$
declare
  v_game integer;
  v_live boolean;
  v_token_member bigint;
  v_existing seamless_tx;
  v_claimed boolean := false;
  v_debit seamless_tx;
  v_round game_round;
  v_settled game_round;
  v_transfer bigint;
  v_balance bigint;
  v_refusal text;
  v_max_win bigint;
  v_max_multiple integer;
  v_amount bigint := p_amount;
  -- The amount an alert shows: a rollback names none of its own.
  v_alert_amount bigint := case when p_kind = 'rollback' then null else p_amount end;
  v_key text := 'seamless:' || p_vendor || ':' || p_tx;
  v_reference text := p_vendor || ' ' || coalesce(p_refers_to, p_round);
  v_transfer_kind text := case p_kind when 'debit' then 'game_bet' when 'credit' then 'game_win' else 'game_refund' end;
begin
  -- The claim is looked up first: a repeat answers what the first call did, whatever became of the token since (the
  -- player logged out, the token expired), so a vendor retrying a lost answer (the same bytes, or signed anew) always
  -- learns the call's fate. Only a call that claims a new id takes its signed message: those bytes are then no other
  -- new call (another endpoint's bytes do not even carry this signature).
  select * into v_existing from seamless_tx t where t.vendor_code = p_vendor and t.tx_id = p_tx;
  if not found then
    if p_signature is not null then
      insert into vendor_signature_seen (digest, expires_at) values (p_signature, p_signature_until) on conflict do nothing;
      if not found then
        -- Taken before: by a twin of this call that claimed the id meanwhile (its claim answers), or by a call whose
        -- claim is gone with its failed statement.
        select * into v_existing from seamless_tx t where t.vendor_code = p_vendor and t.tx_id = p_tx;
        if not found then
          if p_outside then
            perform vendor_refusal_note(p_merchant, p_vendor, p_member, p_round, p_tx, p_kind, v_alert_amount, 'signature_replayed');
          end if;
          return query select 'refused', null::bigint, null::bigint, 'signature_replayed';
          return;
        end if;
      end if;
    end if;
    if v_existing.tx_id is null then
      insert into seamless_tx as t (vendor_code, tx_id, kind, member_id, round_id, amount_minor, status, refers_to, outside)
        values (p_vendor, p_tx, p_kind, p_member, p_round, case when p_kind = 'rollback' then 0 else p_amount end, 'applied', p_refers_to, p_outside)
        on conflict (vendor_code, tx_id) do nothing;
      if found then
        v_claimed := true;
      else
        select * into v_existing from seamless_tx t where t.vendor_code = p_vendor and t.tx_id = p_tx;
      end if;
    end if;
  end if;

  if not v_claimed then
    if v_existing.outside <> p_outside then
      v_refusal := 'tx_conflict';
    elsif p_refusal is not null and v_existing.refusal is distinct from p_refusal and not (v_existing.kind = 'debit' and v_existing.status = 'tombstone') then
      -- A call refused for its body is the claim's call only when the claim was refused so too: a sound call under this
      -- id is another call.
      v_refusal := 'tx_conflict';
    elsif p_kind = 'rollback' then
      if v_existing.kind <> 'rollback' or v_existing.refers_to is distinct from p_refers_to or v_existing.member_id <> p_member or v_existing.round_id <> p_round then
        v_refusal := 'tx_conflict';
      elsif v_existing.status = 'refused' then
        return query select 'refused', null::bigint, null::bigint, coalesce(v_existing.refusal, 'tx_conflict');
        return;
      else
        return query select case when v_existing.transfer_id is null then 'nothing_to_roll_back' else 'replayed' end,
          coalesce(v_existing.balance_after_minor, 0), v_existing.transfer_id, null::text;
        return;
      end if;
    elsif v_existing.kind = 'debit' and v_existing.status = 'tombstone' then
      return query select 'refused', case when p_main is not null then wallet_balance(p_main) end, null::bigint, 'rolled_back';
      return;
    elsif v_existing.kind <> p_kind or v_existing.member_id <> p_member or v_existing.amount_minor <> p_amount or v_existing.round_id <> p_round then
      v_refusal := 'tx_conflict';
    elsif v_existing.status = 'refused' then
      -- The same call refused before: the same refusal (one for money says the balance now).
      return query select 'refused', case when coalesce(v_existing.refusal, 'insufficient_funds') = 'insufficient_funds' then wallet_balance(p_main) end,
        null::bigint, coalesce(v_existing.refusal, 'insufficient_funds');
      return;
    else
      return query select 'replayed', coalesce(v_existing.balance_after_minor, 0), v_existing.transfer_id, null::text;
      return;
    end if;
    -- An id used by another call (or by the house) is never this one's.
    if p_outside then
      perform vendor_refusal_note(p_merchant, p_vendor, p_member, p_round, p_tx, p_kind, v_alert_amount, v_refusal);
    end if;
    return query select 'refused', null::bigint, null::bigint, v_refusal;
    return;
  end if;

  -- A new call: refused for its body or its player first; then the token vouches for the player (it was handed to one
  -- of this merchant's members), and bets need it unexpired.
  v_refusal := p_refusal;
  if v_refusal is null and p_token is not null then
    select s.member_id, s.game_id, s.expires_at > now() into v_token_member, v_game, v_live
      from vendor_session s where s.token_hash = p_token and s.merchant_id = p_merchant and s.vendor_code = p_vendor;
    if v_token_member is distinct from p_member then
      v_refusal := 'invalid_token';
    elsif p_needs_live_token and not v_live then
      v_refusal := 'token_expired';
    end if;
  end if;

  if v_refusal is null and p_kind = 'credit' and p_outside then
    -- A win needs its round, open, this player's, opened by an outside call; locked, so a win and a rollback of one
    -- round take turns.
    select * into v_round from game_round r where r.vendor_code = p_vendor and r.round_id = p_round for update;
    if not found or not v_round.outside or v_round.member_id <> p_member then
      v_refusal := 'round_not_found';
    elsif v_round.status <> 'open' then
      v_refusal := 'round_closed';
    elsif p_amount > 0 then
      -- The game's ceilings where the operator set them, never above the vendor's: the vendor's are a hard cap (least()
      -- passes over a null, a game without its own).
      select least(g.max_win_minor, c.max_win_minor), least(g.max_win_multiple, c.max_win_multiple) into v_max_win, v_max_multiple
        from vendor_connection c
        left join vendor_game_limit g on g.merchant_id = c.merchant_id and g.vendor_code = c.code and g.game_id = v_round.game_id
       where c.merchant_id = p_merchant and c.code = p_vendor;
      if v_round.win_minor + p_amount > v_max_win or (v_round.win_minor + p_amount)::numeric > v_round.bet_minor::numeric * v_max_multiple then
        v_refusal := 'win_limit_exceeded';
      end if;
    end if;
  elsif v_refusal is null and p_kind = 'debit' and p_outside then
    -- A stake joins an open round of this player's, or opens one.
    select * into v_round from game_round r where r.vendor_code = p_vendor and r.round_id = p_round for update;
    if found and (not v_round.outside or v_round.status <> 'open' or v_round.member_id <> p_member) then
      v_refusal := 'round_closed';
    end if;
  end if;

  if v_refusal is null and p_kind = 'rollback' then
    -- What it undoes: the debit's stake, when the debit is there, applied, and not undone yet; else nothing.
    v_amount := 0;
    select * into v_debit from seamless_tx t where t.vendor_code = p_vendor and t.tx_id = p_refers_to;
    if not found then
      -- Not seen yet: a tombstone in its place refuses it when it comes.
      insert into seamless_tx (vendor_code, tx_id, kind, member_id, round_id, amount_minor, status, refers_to, outside)
        values (p_vendor, p_refers_to, 'debit', p_member, p_round, 0, 'tombstone', p_tx, p_outside)
        on conflict (vendor_code, tx_id) do nothing;
      if not found then
        -- It arrived meanwhile: undo it after all.
        select * into v_debit from seamless_tx t where t.vendor_code = p_vendor and t.tx_id = p_refers_to;
      end if;
    end if;
    if v_debit.tx_id is not null then
      if v_debit.kind <> 'debit' or v_debit.member_id <> p_member or v_debit.round_id <> p_round or v_debit.outside <> p_outside then
        v_refusal := 'tx_conflict';
      elsif v_debit.status = 'applied' then
        if p_outside then
          select * into v_round from game_round r where r.vendor_code = p_vendor and r.round_id = p_round for update;
          if not found or not v_round.outside or v_round.status <> 'open' or v_round.win_minor > 0 then
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
    -- Refused, the claim stays with its reason: the id is spent, and a repeat of this call answers the same.
    update seamless_tx t set status = 'refused', refusal = v_refusal where t.vendor_code = p_vendor and t.tx_id = p_tx;
    if p_outside and v_refusal in ('win_limit_exceeded', 'tx_conflict', 'wrong_currency') then
      perform vendor_refusal_note(p_merchant, p_vendor, p_member, p_round, p_tx, p_kind, v_alert_amount, v_refusal);
    end if;
    return query select 'refused', null::bigint, null::bigint, v_refusal;
    return;
  end if;

  if v_amount = 0 then
    -- Nothing moves: a zero win closes a lost round, a rollback finds nothing to undo.
    v_balance := wallet_balance(p_main);
  else
    select w.transfer_id, case when p_kind = 'debit' then w.debit_balance else w.credit_balance end, w.error_code into v_transfer, v_balance, v_refusal
      from wallet_transfer(p_merchant, v_key, v_transfer_kind, v_reference,
        case when p_kind = 'debit' then p_main else p_float end, case when p_kind = 'debit' then p_float else p_main end, v_amount) w;
    if v_refusal = '23514' then
      -- Recorded as refused, so a retry of the same id is refused the same way.
      update seamless_tx t set status = 'refused', refusal = 'insufficient_funds' where t.vendor_code = p_vendor and t.tx_id = p_tx;
      return query select 'refused', wallet_balance(p_main), null::bigint, 'insufficient_funds';
      return;
    elsif v_refusal is not null then
      raise exception 'the wallet refused a seamless transfer (%)', v_refusal;
    end if;
  end if;
  update seamless_tx t set transfer_id = v_transfer, amount_minor = case when p_kind = 'rollback' then v_amount else p_amount end,
      balance_after_minor = v_balance
    where t.vendor_code = p_vendor and t.tx_id = p_tx;

  if p_outside then
    if p_kind = 'debit' then
      -- The stake joins its round, opened by its first bet; a round that is closed, another player's or the house's
      -- takes no bet.
      insert into game_round as r (merchant_id, member_id, game_id, vendor_code, round_id, bet_minor, status, outside)
        values (p_merchant, p_member, v_game, p_vendor, p_round, p_amount, 'open', true)
        on conflict (vendor_code, round_id) do update set bet_minor = r.bet_minor + excluded.bet_minor
          where r.status = 'open' and r.member_id = excluded.member_id and r.outside;
      if not found then
        -- Closed by a call that came between the check above and here: nothing of this call may stay.
        raise exception 'round_closed' using errcode = 'TC409';
      end if;
    elsif p_kind = 'credit' then
      update game_round r set win_minor = r.win_minor + p_amount,
          status = case when p_final then 'settled' else r.status end, settled_at = case when p_final then now() else r.settled_at end
        where r.id = v_round.id
        returning r.* into v_settled;
      if p_final then
        -- The round settles (it was open): its member's day and the winner board follow, in this statement.
        perform game_rounds_settled(array[row(v_settled.id, v_settled.merchant_id, v_settled.member_id, v_settled.game_id, v_settled.created_at,
          v_settled.settled_at, v_settled.bet_minor, v_settled.win_minor, false, 0, 0)::game_round_change], p_big_win_min, p_big_win_multiple);
      end if;
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

-- The calls that queued while the last batch ran, in one statement: in order, each with its own answer (item: the
-- call's place in the array, from 0). The amount is a decimal string of minor units; the token and the signature's
-- digest, hex; signatureUntil, Unix seconds. The batch's accounts are locked first, all in id order (the wallet's
-- wallet_lock_accounts()), so batches of other processes that share accounts wait instead of deadlocking.
-- owner: casino
create function seamless_call_batch(p_items jsonb, p_big_win_min bigint, p_big_win_multiple integer)
returns table (item integer, status text, balance bigint, transfer_id bigint, error_code text)
language plpgsql as $$
begin
  perform wallet_lock_accounts(array(select (i.call->>'main')::bigint from jsonb_array_elements(p_items) i(call)
                                     union select (i.call->>'float')::bigint from jsonb_array_elements(p_items) i(call)));
  return query
  select (i.n - 1)::integer, r.status, r.balance, r.transfer_id, r.error_code
    from jsonb_array_elements(p_items) with ordinality as i(call, n)
    cross join lateral seamless_call((i.call->>'merchant')::integer, i.call->>'vendor', i.call->>'tx', i.call->>'kind', (i.call->>'member')::bigint,
      i.call->>'round', (i.call->>'amount')::bigint, i.call->>'refersTo', (i.call->>'final')::boolean, decode(i.call->>'token', 'hex'),
      (i.call->>'needsLiveToken')::boolean, (i.call->>'outside')::boolean, (i.call->>'main')::bigint, (i.call->>'float')::bigint,
      i.call->>'refusal', decode(i.call->>'signature', 'hex'), to_timestamp((i.call->>'signatureUntil')::double precision),
      p_big_win_min, p_big_win_multiple) r
   order by i.n;
end $$;
