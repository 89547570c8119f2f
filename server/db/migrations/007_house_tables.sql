-- More house games (fishing, the pvp card table), the pvp rooms a card table is played in, and the merchant's
-- esports list: sports vendors on it make up the ESPORTS category.
alter table game drop constraint game_house_engine_check;
alter table game add constraint game_house_engine_check check (house_engine in ('slot', 'roulette', 'fish', 'cards'));

-- owner: casino
create table pvp_room (
  id serial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  game_id integer not null references game (id) on delete cascade,
  names jsonb not null,
  min_bet_minor bigint not null check (min_bet_minor > 0),
  max_bet_minor bigint not null,
  sort integer not null default 0,
  check (max_bet_minor >= min_bet_minor)
);
create index pvp_room_game on pvp_room (game_id, sort);

alter table game_launch add column room_id integer references pvp_room (id) on delete cascade;
alter table game_session add column room_id integer references pvp_room (id) on delete cascade;
create index game_session_room on game_session (room_id, created_at) where room_id is not null;

-- owner: games
create table game_settings (
  merchant_id integer primary key references merchant (id) on delete cascade,
  esports_vendors text[] not null default '{}'
);

-- getUpdateLanguage: the member's chosen language, kept for what the platform sends them.
alter table member add column language text;

-- SPEC §3: a tile whose isGame is VASSALAGE stands for a vendor's whole list and opens it in a popup.
alter table game add column is_game text check (is_game in ('VASSALAGE'));
