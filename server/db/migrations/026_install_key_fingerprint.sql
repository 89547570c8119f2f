-- The install's secrets key, known by a fingerprint: every process sharing the database must hold the same key (it
-- seals vendor secrets and draw seeds and seeds the demo feed), and one that does not is stopped at start instead of
-- quietly sealing, opening or simulating something the others cannot.
-- owner: system
create table install_key (
  singleton boolean primary key default true check (singleton),
  fingerprint text not null,
  created_at timestamptz not null default now()
);
