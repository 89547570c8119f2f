-- The ledger in one place (issue 32): every function that moves money is the wallet's, here, and no other module's
-- function writes the ledger's tables (tests/api/tableOwners.test.ts asks the database). A transfer happens in four
-- steps, whichever function asks for it: its key is claimed (a wallet_transfer row; a key seen before answers its
-- first result), its accounts are locked in id order (no deadlock between transfers that share them), it is checked
-- (the accounts are the merchant's, a member's balance covers what it pays), and it is posted by wallet_post(), the
-- one writer of balances and entries. wallet_transfer() moves one amount; wallet_transfer_batch() runs many of those
-- in one statement (the ledger's queue on PGlite); wallet_pay_many() pays many amounts out of system accounts at once
-- (a draw's wins), where a row-by-row transfer would move the same float account thousands of times.

drop function wallet_transfer_batch(jsonb);
drop function wallet_transfer(integer, text, text, text, text, bigint, bigint, bigint);
drop function wallet_pay_many(integer, text, jsonb);

-- What a transfer asked for (the same key with another request is refused): the SHA-256, in hex, of the JSON array
-- [kind, debit, credit, "amount", reference], byte for byte requestHash() of server/lib/idempotency.ts, the one request
-- hash of the platform (a test holds the two to each other).
-- owner: wallet
create function wallet_request_hash(p_kind text, p_debit bigint, p_credit bigint, p_amount bigint, p_reference text)
returns text
language sql stable as $$
  select encode(sha256(convert_to('[' || to_json(p_kind)::text || ',' || p_debit::text || ',' || p_credit::text || ','
    || to_json(p_amount::text)::text || ',' || to_json(p_reference)::text || ']', 'UTF8')), 'hex')
$$;

-- Hashes stored in other forms before (a seamless call's md5 of the same fields, the seed's placeholder) are written
-- again in this one, from the columns they were made of: a transfer's request is its kind, accounts, amount and
-- reference, so every key answers the same way whoever used it first. Hashes the ledger made are this form already.
update wallet_transfer t set request_hash = wallet_request_hash(t.kind, t.debit_account_id, t.credit_account_id, t.amount, t.reference)
 where length(t.request_hash) <> 64;

-- Locks accounts in id order until the transaction ends. A statement that moves money between many of them (a batch
-- of vendor calls) takes them all first, so two batches that share accounts wait for each other instead of crossing.
-- One plan for every call: planning anew for a few accounts costs more than locking them.
-- owner: wallet
create function wallet_lock_accounts(p_accounts bigint[]) returns void
language plpgsql set plan_cache_mode = force_generic_plan as $$
begin
  perform 1 from wallet_account a where a.id = any(p_accounts) order by a.id for update;
end $$;

-- The balance of one account, for callers outside the wallet.
-- owner: wallet
create or replace function wallet_balance(p_account bigint) returns bigint
language sql stable as $$
  select coalesce((select a.balance from wallet_account a where a.id = p_account), 0)
$$;

-- Posts transfers already claimed (their rows, as made) and checked, their accounts locked: the one writer of
-- balances and entries. Each account's balance moves once, by the sum of its transfers, and each transfer gets its two
-- entries, an entry's balance following its account's in transfer order. One transfer (the common case) moves its two
-- accounts in one plain statement and answers their balances after it; many are summed per account first (and answer
-- nothing: their entries hold each one's balances).
-- owner: wallet
create function wallet_post(p_transfers wallet_transfer[], out debit_balance bigint, out credit_balance bigint)
language plpgsql as $$
declare
  v_one wallet_transfer;
begin
  if cardinality(p_transfers) = 1 then
    v_one := p_transfers[1];
    with moved as (
      update wallet_account a set balance = a.balance + case when a.id = v_one.credit_account_id then v_one.amount else -v_one.amount end
       where a.id in (v_one.debit_account_id, v_one.credit_account_id)
      returning a.id, a.balance
    ), entries as (
      insert into wallet_entry (transfer_id, account_id, amount, balance_after, created_at)
        select v_one.id, m.id, case when m.id = v_one.credit_account_id then v_one.amount else -v_one.amount end, m.balance, v_one.created_at from moved m
        returning wallet_entry.account_id, wallet_entry.balance_after
    )
    select max(e.balance_after) filter (where e.account_id = v_one.debit_account_id), max(e.balance_after) filter (where e.account_id = v_one.credit_account_id)
      into debit_balance, credit_balance
      from entries e;
    return;
  end if;
  -- Planned for these transfers each time (EXECUTE): a plan kept from a call of a few would join thousands row by row.
  execute $post$
  with moves as (
    select t.id, m.account, m.delta, t.created_at
      from unnest($1::wallet_transfer[]) as t
      cross join lateral (values (t.debit_account_id, -t.amount), (t.credit_account_id, t.amount)) as m(account, delta)
  ), totals as (
    select v.account, sum(v.delta) as delta from moves v group by v.account
  ), moved as (
    update wallet_account a set balance = a.balance + s.delta from totals s where a.id = s.account
    returning a.id, a.balance - s.delta as opening
  )
  insert into wallet_entry (transfer_id, account_id, amount, balance_after, created_at)
    select v.id, v.account, v.delta, o.opening + sum(v.delta) over (partition by v.account order by v.id), v.created_at
      from moves v join moved o on o.id = v.account
  $post$ using p_transfers;
end $$;

-- One transfer in one round trip. A key seen before answers its first result and moves nothing. Refusals come back
-- as an error_code, not an exception, so a batch needs no subtransaction per transfer: TL409 (the key was used for
-- another request), 23514 (the debited member's balance is too small), TL404 (no such account of this merchant),
-- 22023 (a bad amount). A refused transfer leaves no row: its key is free again. The balance check stays in the
-- table as the last word.
-- owner: wallet
create function wallet_transfer(p_merchant integer, p_key text, p_kind text, p_reference text, p_debit bigint, p_credit bigint, p_amount bigint)
returns table (transfer_id bigint, replayed boolean, debit_balance bigint, credit_balance bigint, created_at timestamptz, error_code text)
language plpgsql as $$
declare
  v_hash text;
  v_made wallet_transfer;
  v_id bigint;
  v_known text;
  v_created timestamptz;
  v_found integer;
  v_short boolean;
begin
  if p_amount is null or p_amount <= 0 or p_debit = p_credit then
    return query select null::bigint, false, null::bigint, null::bigint, null::timestamptz, '22023'::text;
    return;
  end if;
  v_hash := wallet_request_hash(p_kind, p_debit, p_credit, p_amount, p_reference);
  -- 1. The claim.
  insert into wallet_transfer as t (merchant_id, idempotency_key, request_hash, kind, reference, debit_account_id, credit_account_id, amount)
    values (p_merchant, p_key, v_hash, p_kind, p_reference, p_debit, p_credit, p_amount)
    on conflict (merchant_id, idempotency_key) do nothing
    returning t.* into v_made;
  v_id := v_made.id;
  v_created := v_made.created_at;
  if v_id is null then
    select t.id, t.request_hash, t.created_at into v_id, v_known, v_created
      from wallet_transfer t where t.merchant_id = p_merchant and t.idempotency_key = p_key;
    if v_known <> v_hash then
      return query select null::bigint, false, null::bigint, null::bigint, null::timestamptz, 'TL409'::text;
      return;
    end if;
    return query select v_id, true,
      (select e.balance_after from wallet_entry e where e.account_id = p_debit and e.transfer_id = v_id),
      (select e.balance_after from wallet_entry e where e.account_id = p_credit and e.transfer_id = v_id),
      v_created, null::text;
    return;
  end if;
  -- 2. Both accounts locked in id order, so 3. the check reads balances no other transfer changes before the post.
  select count(*), coalesce(bool_or(a.id = p_debit and a.member_id is not null and a.balance < p_amount), false) into v_found, v_short
    from (select g.id, g.member_id, g.balance from wallet_account g
           where g.id in (p_debit, p_credit) and g.merchant_id = p_merchant order by g.id for update) a;
  if v_found <> 2 or v_short then
    delete from wallet_transfer t where t.id = v_id;
    return query select null::bigint, false, null::bigint, null::bigint, null::timestamptz, case when v_found <> 2 then 'TL404' else '23514' end;
    return;
  end if;
  -- 4. The post.
  return query select v_id, false, p.debit_balance, p.credit_balance, v_created, null::text from wallet_post(array[v_made]) p;
end $$;

-- Many transfers in one statement. PGlite runs one statement at a time at a fixed cost each, so the ledger hands it
-- the transfers that queued up while the last batch ran; each keeps its own answer (or refusal).
-- owner: wallet
create function wallet_transfer_batch(p_items jsonb)
returns table (item_index integer, item_transfer_id bigint, item_replayed boolean, item_debit_balance bigint,
  item_credit_balance bigint, item_created_at timestamptz, item_error_code text)
language sql as $$
  select (i.ordinality - 1)::integer, r.transfer_id, r.replayed, r.debit_balance, r.credit_balance, r.created_at, r.error_code
    from jsonb_array_elements(p_items) with ordinality as i(item, ordinality)
    cross join lateral wallet_transfer((i.item->>'merchant')::integer, i.item->>'key', i.item->>'kind', i.item->>'reference',
      (i.item->>'debit')::bigint, (i.item->>'credit')::bigint, (i.item->>'amount')::bigint) r
   order by i.ordinality
$$;

-- Many payouts from system accounts at once (a draw's wins): each its own idempotent transfer with its two entries,
-- posted together, so each account's balance moves once. Only a system account of the merchant pays here (no balance
-- to check), into an account of the merchant; a key seen before answers as that transfer, or TL409 when it asked for
-- something else. The accounts are locked first: two payouts that share accounts take turns. Each call's statements
-- are planned for its items (plan_cache_mode): a plan kept from an earlier call joins thousands of items row by row.
-- owner: wallet
create function wallet_pay_many(p_merchant integer, p_kind text, p_items jsonb)
returns table (item integer, transfer_id bigint, replayed boolean, error_code text)
language plpgsql set plan_cache_mode = force_custom_plan as $$
declare
  v_made wallet_transfer[];
begin
  if exists (
    select 1 from jsonb_array_elements(p_items) i(x)
      left join wallet_account d on d.id = (i.x->>'debit')::bigint and d.merchant_id = p_merchant and d.member_id is null
      left join wallet_account c on c.id = (i.x->>'credit')::bigint and c.merchant_id = p_merchant
     where d.id is null or c.id is null or d.id = c.id or (i.x->>'amount')::bigint <= 0
  ) then
    raise exception 'wallet_pay_many pays from this merchant''s system accounts into its accounts, amounts above zero' using errcode = '22023';
  end if;
  perform wallet_lock_accounts(array(select (i.x->>'debit')::bigint from jsonb_array_elements(p_items) i(x)
                                     union select (i.x->>'credit')::bigint from jsonb_array_elements(p_items) i(x)));
  with made as (
    insert into wallet_transfer as t (merchant_id, idempotency_key, request_hash, kind, reference, debit_account_id, credit_account_id, amount)
      select p_merchant, i.x->>'key', wallet_request_hash(p_kind, (i.x->>'debit')::bigint, (i.x->>'credit')::bigint, (i.x->>'amount')::bigint, i.x->>'reference'),
             p_kind, i.x->>'reference', (i.x->>'debit')::bigint, (i.x->>'credit')::bigint, (i.x->>'amount')::bigint
        from jsonb_array_elements(p_items) with ordinality as i(x, n) order by i.n
      on conflict (merchant_id, idempotency_key) do nothing
      returning t
  )
  select coalesce(array_agg(m.t), '{}') into v_made from made m;
  perform wallet_post(v_made);
  return query
  select (i.n - 1)::integer, t.id, m.id is null,
         case when t.id is null or t.request_hash <> wallet_request_hash(p_kind, (i.x->>'debit')::bigint, (i.x->>'credit')::bigint,
           (i.x->>'amount')::bigint, i.x->>'reference') then 'TL409' end
    from jsonb_array_elements(p_items) with ordinality as i(x, n)
    left join wallet_transfer t on t.merchant_id = p_merchant and t.idempotency_key = i.x->>'key'
    left join unnest(v_made) as m on m.id = t.id
   order by i.n;
end $$;
