-- Activities: events a member joins (or applies for, with a comment and pictures the operator reviews) and whose
-- reward the member then claims into the wallet through one ledger transfer.
-- owner: activity
create table activity (
  id serial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  -- {"en": {"title": …, "content": …}, "bn": {…}}
  translations jsonb not null,
  image_url text not null default '',
  -- an application (comment and pictures) the operator approves, or a plain join
  needs_application boolean not null default true,
  reward_minor bigint not null check (reward_minor > 0),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  sort integer not null default 0
);

-- owner: activity
create table activity_application (
  id bigserial primary key,
  activity_id integer not null references activity (id) on delete cascade,
  member_id bigint not null references member (id) on delete cascade,
  comment text not null default '' check (char_length(comment) <= 140),
  -- joined: a plain join, running; applying: waiting for review; issued: reward ready to claim
  status text not null check (status in ('joined', 'applying', 'rejected', 'issued', 'claimed')),
  reason text,
  transfer_id bigint,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  claimed_at timestamptz,
  unique (activity_id, member_id)
);
create index activity_application_status on activity_application (status, created_at);

-- owner: activity
create table activity_image (
  id uuid primary key,
  application_id bigint not null references activity_application (id) on delete cascade,
  mime text not null check (mime in ('image/png', 'image/jpeg')),
  bytes bytea not null,
  size integer not null check (size > 0 and size <= 5242880)
);
