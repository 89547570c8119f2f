-- Limits of the agent and point areas: the operator's ceiling on the terms a top-level agent may offer (per merchant
-- and contract kind), what each settlement passed down to the contracts below it, and the request behind each points
-- entry, so a reused Idempotency-Key with another request is refused and a repeat answers what the first one did.
-- owner: agent
create table agent_terms_ceiling (
  merchant_id integer primary key references merchant (id) on delete cascade,
  -- Basis points, as agent_contract.rate_bp. Salaries are paid on turnover whatever the players' result, so the
  -- three salary kinds together (1.00% + 0.50% + 0.50%) stay below the lowest house edge of the built-in games
  -- (Teen Patti, 2.50%); a dividend shares at most half of what the team lost.
  dividend_bp integer not null default 5000 check (dividend_bp between 0 and 10000),
  daily_salary_bp integer not null default 100 check (daily_salary_bp between 0 and 10000),
  hourly_salary_bp integer not null default 50 check (hourly_salary_bp between 0 and 10000),
  -- real-time salary: the loss wage (bets of rounds the players lost) and the win wage (rounds they won)
  realtime_salary_bp integer not null default 50 check (realtime_salary_bp between 0 and 10000),
  realtime_salary_win_bp integer not null default 50 check (realtime_salary_win_bp between 0 and 10000),
  updated_at timestamptz not null default now()
);

-- A level is paid its rate of its team less what the contracts it granted earn over the same period (it passes
-- that part down), so a chain of contracts pays in all the top rate, never each rate again; and no settlement pays
-- more than its base (the team's net loss for a dividend, its valid bet for a salary).
alter table agent_settlement add column passed_on_minor bigint not null default 0 check (passed_on_minor >= 0);
alter table agent_settlement add constraint agent_settlement_within_base check (amount_minor + passed_on_minor <= base_minor);

-- The request an entry answers (a SHA-256 of all its fields; null on entries written before) and the money a
-- spend paid, so a repeat answers exactly what the first request did.
alter table point_entry add column request_hash text;
alter table point_entry add column amount_minor bigint check (amount_minor >= 0);
-- An operator's adjustment key names one request in the merchant, whichever member it went to: found by the key alone.
create index point_entry_adjust_key on point_entry (idempotency_key) where kind = 'adjust';
