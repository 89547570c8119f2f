-- Wallet: a double-entry ledger. Every movement is one transfer whose entries sum to zero, written with the
-- balance updates in one statement; member balances can never go below zero (a check, not only code).
alter table merchant add column currency_code text not null default 'BDT' check (currency_code ~ '^[A-Z]{3}$');
alter table system_settings add column receipt_autoconfirm_minutes integer not null default 30 check (receipt_autoconfirm_minutes > 0);
alter table system_settings add column withdrawal_min_minor bigint not null default 10000 check (withdrawal_min_minor > 0);
alter table system_settings add column withdrawal_max_minor bigint not null default 5000000 check (withdrawal_max_minor > 0);
alter table system_settings add column withdrawals_per_day integer not null default 5 check (withdrawals_per_day > 0);
-- The demo payment provider signs its callbacks with this (HMAC-SHA256); each merchant gets its own.
alter table system_settings add column payment_callback_secret text not null
  default md5(random()::text || clock_timestamp()::text) || md5(clock_timestamp()::text || random()::text);

-- owner: wallet
create table wallet_account (
  id bigserial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  member_id bigint references member (id) on delete cascade,
  -- main and vendor belong to a member; the rest are the merchant's system accounts
  kind text not null check (kind in ('main', 'vendor', 'house', 'provider_clearing', 'payouts_in_flight', 'bonus', 'vendor_float')),
  vendor text not null default '',
  balance bigint not null default 0,
  check ((member_id is not null) = (kind in ('main', 'vendor'))),
  check ((kind = 'vendor') = (vendor <> '')),
  constraint member_balance_not_negative check (member_id is null or balance >= 0)
) with (fillfactor = 50); -- room on each page, so a balance update stays a heap-only (HOT) update, no index writes
create unique index wallet_account_of_member on wallet_account (member_id, kind, vendor) where member_id is not null;
create unique index wallet_account_of_system on wallet_account (merchant_id, kind) where member_id is null;

-- Transfers and entries are written only by wallet_transfer() below, which has just made the transfer and found both
-- accounts: foreign-key checks would repeat that work on every entry (four lookups a transfer), so they are left out.
-- owner: wallet
create table wallet_transfer (
  id bigserial primary key,
  merchant_id integer not null,
  idempotency_key text not null,
  -- what the first request asked for: the same key with another request is refused
  request_hash text not null,
  kind text not null check (kind in ('deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_payout', 'withdrawal_refund',
    'vendor_in', 'vendor_out', 'agent_transfer', 'adjustment', 'freeplay_grant', 'bonus', 'game_bet', 'game_win', 'game_refund')),
  reference text not null default '',
  debit_account_id bigint not null,
  credit_account_id bigint not null,
  amount bigint not null check (amount > 0),
  created_at timestamptz not null default now(),
  unique (merchant_id, idempotency_key)
);

-- owner: wallet
create table wallet_entry (
  transfer_id bigint not null,
  account_id bigint not null,
  amount bigint not null check (amount <> 0),
  balance_after bigint not null,
  created_at timestamptz not null default now(),
  -- One index serves both reads: an account's records newest first (transfer ids grow), and one transfer's entry.
  primary key (account_id, transfer_id)
);

-- One transfer in one round trip: the transfer row, both balance updates (one statement, rows locked in id order)
-- and both entries. A key seen before answers its first result and moves nothing. Refusals come back as an
-- error_code, not an exception, so a batch needs no subtransaction per transfer: TL409 (the key was used for another
-- request), 23514 (the debited member's balance is too small), TL404 (no such account), 22023 (a bad amount).
-- The balance check itself stays in the table as the last word.
create function wallet_transfer(p_merchant integer, p_key text, p_hash text, p_kind text, p_reference text,
  p_debit bigint, p_credit bigint, p_amount bigint)
returns table (transfer_id bigint, replayed boolean, debit_balance bigint, credit_balance bigint, created_at timestamptz, error_code text)
language plpgsql as $$
declare
  v_id bigint;
  v_hash text;
  v_created timestamptz;
  v_moved integer;
  v_debit bigint;
  v_credit bigint;
begin
  if p_amount is null or p_amount <= 0 or p_debit = p_credit then
    return query select null::bigint, false, null::bigint, null::bigint, null::timestamptz, '22023'::text;
    return;
  end if;
  insert into wallet_transfer as t (merchant_id, idempotency_key, request_hash, kind, reference, debit_account_id, credit_account_id, amount)
    values (p_merchant, p_key, p_hash, p_kind, p_reference, p_debit, p_credit, p_amount)
    on conflict (merchant_id, idempotency_key) do nothing
    returning t.id, t.created_at into v_id, v_created;
  if v_id is null then
    select t.id, t.request_hash, t.created_at into v_id, v_hash, v_created
      from wallet_transfer t where t.merchant_id = p_merchant and t.idempotency_key = p_key;
    if v_hash <> p_hash then
      return query select null::bigint, false, null::bigint, null::bigint, null::timestamptz, 'TL409'::text;
      return;
    end if;
    return query select v_id, true,
      (select e.balance_after from wallet_entry e where e.account_id = p_debit and e.transfer_id = v_id),
      (select e.balance_after from wallet_entry e where e.account_id = p_credit and e.transfer_id = v_id),
      v_created, null::text;
    return;
  end if;
  -- Both accounts locked in id order (no deadlock between opposite transfers), so the guard below reads balances
  -- no other transfer can change before the update: both rows move or neither, and a refusal is an answer.
  perform 1 from wallet_account a where a.id in (p_debit, p_credit) order by a.id for update;
  with moved as (
    update wallet_account a set balance = a.balance + case when a.id = p_credit then p_amount else -p_amount end
      where a.id in (p_debit, p_credit) and a.merchant_id = p_merchant
        and (select count(*) from wallet_account g
              where g.id in (p_debit, p_credit) and g.merchant_id = p_merchant
                and (g.id = p_credit or g.member_id is null or g.balance >= p_amount)) = 2
      returning a.id, a.balance
  ), entries as (
    insert into wallet_entry (transfer_id, account_id, amount, balance_after, created_at)
      select v_id, m.id, case when m.id = p_credit then p_amount else -p_amount end, m.balance, v_created from moved m
      returning account_id, balance_after
  )
  select count(*), max(e.balance_after) filter (where e.account_id = p_debit), max(e.balance_after) filter (where e.account_id = p_credit)
    into v_moved, v_debit, v_credit from entries e;
  if v_moved = 0 then
    delete from wallet_transfer t where t.id = v_id;
    return query select null::bigint, false, null::bigint, null::bigint, null::timestamptz,
      case when (select count(*) from wallet_account g where g.id in (p_debit, p_credit) and g.merchant_id = p_merchant) = 2
        then '23514' else 'TL404' end;
    return;
  end if;
  if v_moved <> 2 then
    raise exception 'a transfer moved % accounts', v_moved;
  end if;
  return query select v_id, false, v_debit, v_credit, v_created, null::text;
end
$$;

-- Many transfers in one statement. PGlite runs one statement at a time at a fixed cost each, so the ledger hands it
-- the transfers that queued up while the last batch ran; each keeps its own answer (or refusal).
create function wallet_transfer_batch(p_items jsonb)
returns table (item_index integer, item_transfer_id bigint, item_replayed boolean, item_debit_balance bigint,
  item_credit_balance bigint, item_created_at timestamptz, item_error_code text)
language sql as $$
  select (i.ordinality - 1)::integer, r.transfer_id, r.replayed, r.debit_balance, r.credit_balance, r.created_at, r.error_code
    from jsonb_array_elements(p_items) with ordinality as i(item, ordinality)
    cross join lateral wallet_transfer((i.item->>'merchant')::integer, i.item->>'key', i.item->>'hash', i.item->>'kind',
      i.item->>'reference', (i.item->>'debit')::bigint, (i.item->>'credit')::bigint, (i.item->>'amount')::bigint) r
   order by i.ordinality
$$;

-- owner: wallet
create table payment_method (
  id serial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  code text not null,
  name text not null,
  -- provider: paid at the demo provider, confirmed by its signed callback; bank: a transfer the operator approves
  kind text not null check (kind in ('provider', 'bank')),
  min_minor bigint not null check (min_minor > 0),
  max_minor bigint not null,
  bank_details jsonb not null default '{}'::jsonb,
  enabled boolean not null default true,
  sort integer not null default 0,
  check (max_minor >= min_minor),
  unique (merchant_id, code)
);

-- owner: wallet
create table deposit (
  id bigserial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  member_id bigint not null references member (id) on delete cascade,
  method_id integer not null references payment_method (id),
  amount_minor bigint not null check (amount_minor > 0),
  -- what the provider knows the payment by, and what a bank payer wrote on the transfer
  provider_ref text not null unique,
  payer_reference text not null default '',
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'rejected')),
  request_key text not null,
  transfer_id bigint references wallet_transfer (id),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  unique (member_id, request_key)
);
create index deposit_of_member on deposit (member_id, id desc);
create index deposit_pending on deposit (merchant_id, status, id);

-- Provider callbacks seen: a replayed event is refused.
-- owner: wallet
create table payment_callback (
  event_id text primary key,
  deposit_id bigint not null references deposit (id),
  received_at timestamptz not null default now()
);

-- owner: wallet
create table payout_account (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  kind text not null check (kind in ('bank', 'ewallet')),
  provider text not null,
  holder_name text not null,
  account_number text not null,
  created_at timestamptz not null default now(),
  unique (member_id, kind, provider, account_number)
);

-- owner: wallet
create table withdrawal (
  id bigserial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  member_id bigint not null references member (id) on delete cascade,
  payout_account_id bigint not null references payout_account (id),
  amount_minor bigint not null check (amount_minor > 0),
  status text not null default 'requested' check (status in ('requested', 'rejected', 'disbursed', 'received', 'fully_paid', 'not_received', 'refunded')),
  request_key text not null,
  hold_transfer_id bigint not null references wallet_transfer (id),
  reject_reason text,
  receipt_auto boolean not null default false,
  proof_image bytea,
  proof_type text,
  dispute_note text,
  created_at timestamptz not null default now(),
  disbursed_at timestamptz,
  confirmed_at timestamptz,
  unique (member_id, request_key)
);
create index withdrawal_of_member on withdrawal (member_id, id desc);
create index withdrawal_by_status on withdrawal (merchant_id, status, id);
