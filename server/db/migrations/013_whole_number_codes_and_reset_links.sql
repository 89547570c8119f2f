-- SMS codes and their send limits keyed on the whole number (+<dialing code> <national number>); password reset links by email.

-- Links mailed to a member (forgot password): only the SHA-256 of the 256-bit token is kept, bound to the member
-- and what it is for; used once, expiring, and a newer one ends the older (at most one live link per purpose).
-- owner: member
create table member_token (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  purpose text not null check (purpose in ('password_reset')),
  token_hash bytea not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index member_token_live on member_token (member_id, purpose) where used_at is null;

-- Mobile numbers are kept as digits only (the trunk zero was already removed at registration); a number that an
-- operator's pattern let through with other characters is rewritten, unless that would collide with another member.
with normal as (
  select id, merchant_id, country_dialing_code, regexp_replace(regexp_replace(mobile, '[^0-9]', '', 'g'), '^0', '') as mobile
  from member
  where mobile ~ '[^0-9]'
), first_of_each as (
  select distinct on (merchant_id, country_dialing_code, mobile) id, mobile
  from normal
  where mobile <> ''
  order by merchant_id, country_dialing_code, mobile, id
)
update member m set mobile = f.mobile
from first_of_each f
where m.id = f.id
  and not exists (
    select 1 from member o
    where o.merchant_id = m.merchant_id and o.country_dialing_code is not distinct from m.country_dialing_code and o.mobile = f.mobile
  );
update member set country_dialing_code = regexp_replace(country_dialing_code, '[^0-9]', '', 'g')
where country_dialing_code ~ '[^0-9]'
  and not exists (
    select 1 from member o
    where o.merchant_id = member.merchant_id and o.mobile = member.mobile
      and o.country_dialing_code = regexp_replace(member.country_dialing_code, '[^0-9]', '', 'g')
  );

-- Codes sent before this release were keyed on the national number alone: they can no longer be checked, so they go.
delete from verification_code where recipient !~ '^\+';
-- The hour's SMS counts carry over, under the whole number with the merchant's default dialing code.
update rate_event r
set bucket = 'sms:' || m.id || ':+' || regexp_replace(m.default_dialing_code, '[^0-9]', '', 'g') || ' ' || split_part(r.bucket, ':', 3)
from merchant m
where r.bucket like 'sms:%' and split_part(r.bucket, ':', 2) = m.id::text and split_part(r.bucket, ':', 3) !~ '^\+';
