-- A session belongs to the merchant it was opened for: a token is good only under that merchant, so a member of one
-- merchant cannot act under another by naming it in the merchant header.
alter table session add column merchant_id bigint references merchant (id) on delete cascade;
update session s set merchant_id = m.merchant_id from member m where m.id = s.member_id;
alter table session alter column merchant_id set not null;
