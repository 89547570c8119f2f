-- The sportsbook settles in place (issue 32): a bet and its legs are written once and settled once (a corrected result
-- now and then again), and what settling writes (a bet's status, payment and time, a leg's result and revision) is in
-- no index. With half of each page left free, that update stays on the row's own page as a heap-only tuple: no index
-- of the table takes a new entry, which made settling 100,000 bets about three times slower. New pages keep the room;
-- pages written before stay as they are.
alter table sport_bet set (fillfactor = 50);
alter table sport_leg set (fillfactor = 50);
