-- The vendor float is the other side of every bet and win of every game, so as one row it queued all players'
-- bets behind one row lock. It is now several accounts of the same kind (shards): a member's moves always use the
-- same one, players on different shards do not wait for each other, and the trial balance sums them by kind.
alter table wallet_account add column shard smallint not null default 0;
alter table wallet_account add constraint wallet_account_shard_check check (shard = 0 or (kind = 'vendor_float' and shard between 0 and 63));
drop index wallet_account_of_system;
create unique index wallet_account_of_system on wallet_account (merchant_id, kind, shard) where member_id is null;
