-- Members who signed in through a social provider, linked by the provider's own subject id.
-- owner: session
create table member_social (
  member_id bigint not null references member (id) on delete cascade,
  channel text not null check (channel in ('google', 'facebook')),
  subject text not null,
  linked_at timestamptz not null default now(),
  primary key (channel, subject)
);
