-- A payment method's name in the languages of the site ({"bn": …, "th": …}); `name` stays the operator's own, shown
-- where a language has none.
alter table payment_method add column names jsonb not null default '{}'::jsonb;
