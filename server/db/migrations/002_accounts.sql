-- Accounts: members, sessions, captchas, verification codes, the message outbox and the counters behind rate limits.
alter table system_settings add column password_max_age_days integer not null default 90 check (password_max_age_days > 0);
alter table system_settings add column freeplay_balance_minor bigint not null default 200000 check (freeplay_balance_minor >= 0);

-- owner: member
create table member (
  id bigserial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  username text not null,
  mobile text,
  country_dialing_code text,
  email text,
  nickname text not null default '',
  -- isAgent of SPEC §3: 1, 2, 41, 42 agents; 4 trial; 0 member
  account_type integer not null default 0 check (account_type >= 0),
  upline_id bigint references member (id),
  affiliate_code text not null,
  referral_code text,
  password_hash text,
  password_set_at timestamptz,
  payment_password_hash text,
  profile jsonb not null default '{}'::jsonb,
  two_step_enabled boolean not null default false,
  created_ip text not null,
  created_at timestamptz not null default now(),
  last_login_ip text,
  last_login_at timestamptz,
  locked_until timestamptz
);
create unique index member_username on member (merchant_id, lower(username));
create unique index member_mobile on member (merchant_id, country_dialing_code, mobile) where mobile is not null;
create unique index member_affiliate_code on member (merchant_id, affiliate_code);

-- owner: member
create table member_known_ip (
  member_id bigint not null references member (id) on delete cascade,
  ip text not null,
  first_seen_at timestamptz not null default now(),
  primary key (member_id, ip)
);

-- owner: session
create table session (
  token_hash bytea primary key,
  member_id bigint not null references member (id) on delete cascade,
  ip text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index session_member on session (member_id) where revoked_at is null;

-- owner: verification
create table captcha (
  id uuid primary key,
  answer_hash bytea not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- owner: verification
create table verification_code (
  id bigserial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  purpose text not null check (purpose in ('login', 'register', 'reset', 'two_step')),
  recipient text not null,
  code_hash bytea not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index verification_code_recipient on verification_code (merchant_id, purpose, recipient, created_at desc);

-- What the demo SMS and email providers "sent", for the operator (and tests) to read.
-- owner: verification
create table outbox (
  id bigserial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index outbox_recipient on outbox (merchant_id, channel, recipient, id desc);

-- One row per counted event (a failed login, an SMS sent, a captcha drawn); limits count rows in a window.
-- owner: lib
create table rate_event (
  bucket text not null,
  at timestamptz not null default now()
);
create index rate_event_bucket on rate_event (bucket, at desc);

-- Set when a password was issued by the site (forgot by email): the member must choose a new one at next login.
alter table member add column must_change_password boolean not null default false;
