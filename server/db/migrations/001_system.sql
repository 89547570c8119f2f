-- System module: the merchant, its status switches, whitelabel flags, resources and registration rules.
-- owner: system
create table merchant (
  id serial primary key,
  code text not null unique check (code ~ '^[A-Z0-9_]{2,32}$'),
  name text not null,
  default_country char(2) not null check (default_country ~ '^[A-Z]{2}$'),
  default_dialing_code text not null,
  default_language text not null,
  currency_symbol text not null default 'P',
  created_at timestamptz not null default now()
);

-- owner: system
create table merchant_domain (
  domain text primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  kind text not null check (kind in ('web', 'app', 'agent'))
);

-- owner: system
create table system_settings (
  merchant_id integer primary key references merchant (id) on delete cascade,
  maintenance boolean not null default false,
  blocked_countries text[] not null default '{}',
  blocked_ips text[] not null default '{}',
  updated_at timestamptz not null default now()
);

-- owner: system
create table whitelabel_module (
  merchant_id integer not null references merchant (id) on delete cascade,
  mod_id text not null,
  parent_mod_id text,
  enabled boolean not null,
  sort integer not null default 0,
  primary key (merchant_id, mod_id),
  foreign key (merchant_id, parent_mod_id) references whitelabel_module (merchant_id, mod_id)
);

-- owner: system
create table merchant_resource (
  id serial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  resource_type text not null check (resource_type in ('LINE','WECHAT','FACEBOOK','TELEGRAM','YOUTUBE','INSTAGRAM','TWITTER','VIBER')),
  url text not null,
  qr_code_url text not null default '',
  sort integer not null default 0
);

-- owner: system
create table customer_service (
  id serial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  cs_type text not null,
  title text not null,
  path text not null,
  sort integer not null default 0
);

-- owner: system
create table merchant_cdn (
  merchant_id integer not null references merchant (id) on delete cascade,
  kind text not null check (kind in ('image', 'launch')),
  url text not null,
  primary key (merchant_id, kind, url)
);

-- owner: system
create table register_rule (
  merchant_id integer not null references merchant (id) on delete cascade,
  field text not null,
  enabled boolean not null,
  required boolean not null,
  accepted_pattern text not null,
  pattern_id integer not null check (pattern_id between 0 and 23),
  min_length integer not null check (min_length >= 0),
  max_length integer not null check (max_length >= min_length),
  sort integer not null default 0,
  primary key (merchant_id, field),
  check (not required or enabled)
);
