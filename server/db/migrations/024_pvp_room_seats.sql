-- A card room's seats (issue 21): the room list shows how many are taken ("3 / 6 seats"), and a full room seats no one
-- more until someone leaves.
alter table pvp_room add column seats integer not null default 6 check (seats between 2 and 10);
