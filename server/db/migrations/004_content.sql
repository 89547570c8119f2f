-- Content of the site's frame: uploaded images, banners, notices, help, promotions, pages, downloads, feedback;
-- the game menus of the header (types, vendors, games), popular games, the winner board, recent plays and messages.
-- owner: content
create table content_image (
  id uuid primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  mime text not null check (mime in ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea not null,
  size integer not null check (size > 0 and size <= 5242880),
  sha256 text not null,
  created_at timestamptz not null default now()
);

-- owner: content
create table banner (
  id serial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  group_name text not null check (group_name in ('w_home', 'w_reg', 'w_shop', 'w_sports', 'w_esports', 'w_lott', 'w_rng', 'w_fish',
    'w_pvp', 'w_live', 'w_promotion', 'w_help', 'w_down', 'w_login', 'w_topup_1', 'w_topup_2', 'w_topup_3')),
  image_url text not null,
  title text not null default '',
  linkage_type text not null default 'none' check (linkage_type in ('none', 'url', 'route', 'promotion', 'game')),
  linkage_target text not null default '',
  sort integer not null default 0,
  -- null: shown in every language
  language text,
  starts_at timestamptz,
  ends_at timestamptz,
  created_at timestamptz not null default now(),
  check (starts_at is null or ends_at is null or ends_at > starts_at),
  check (linkage_type = 'none' or linkage_target <> '')
);
create index banner_group on banner (merchant_id, group_name, sort);

-- translations: {"bn": {"title": …, "content": …}, "en": {…}}; content is sanitised HTML
-- owner: content
create table notice (
  id serial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  type text not null check (type in ('B', 'PL', 'PU', 'PR', 'H')),
  platform text not null default 'W' check (platform in ('W', 'A')),
  execution text not null default 'B' check (execution in ('B')),
  translations jsonb not null,
  sort integer not null default 0,
  published_at timestamptz not null default now(),
  starts_at timestamptz,
  ends_at timestamptz,
  check (starts_at is null or ends_at is null or ends_at > starts_at)
);

-- owner: content
create table help_section (
  id serial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  anchor text not null check (anchor ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  translations jsonb not null,
  sort integer not null default 0,
  unique (merchant_id, anchor)
);

-- owner: content
create table promotion (
  id serial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  type text not null check (type in ('welcome', 'deposit', 'rebate', 'raffle', 'vip', 'event')),
  image_url text not null,
  -- {"bn": {"title": …, "summary": …, "content": …}}
  translations jsonb not null,
  sort integer not null default 0,
  starts_at timestamptz,
  ends_at timestamptz,
  check (starts_at is null or ends_at is null or ends_at > starts_at)
);

-- owner: content
create table promotion_claim (
  promotion_id integer not null references promotion (id) on delete cascade,
  member_id bigint not null references member (id) on delete cascade,
  claimed_at timestamptz not null default now(),
  primary key (promotion_id, member_id)
);

-- owner: content
create table site_page (
  merchant_id integer not null references merchant (id) on delete cascade,
  slug text not null check (slug in ('join', 'download')),
  translations jsonb not null,
  primary key (merchant_id, slug)
);

-- owner: content
create table app_download (
  merchant_id integer not null references merchant (id) on delete cascade,
  platform text not null check (platform in ('ios', 'android', 'lite')),
  url text not null,
  qr_code_url text not null,
  version text not null default '',
  primary key (merchant_id, platform)
);

-- owner: content
create table feedback (
  id bigserial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  member_id bigint references member (id) on delete set null,
  category text not null check (category in ('suggestion', 'complaint', 'deposit', 'withdrawal', 'game', 'other')),
  content text not null check (length(content) between 10 and 1000),
  contact text not null default '',
  ip text not null,
  status text not null default 'open' check (status in ('open', 'answered', 'closed')),
  created_at timestamptz not null default now()
);

alter table customer_service add constraint customer_service_type check (cs_type in ('LIVECHAT', 'VIP', 'FACEBOOK', 'TELEGRAM', 'TELEGRAM2', 'WHATSAPP'));

-- owner: games
create table game_vendor (
  id serial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  code text not null check (code ~ '^[A-Z0-9_]{2,32}$'),
  name text not null,
  game_type text not null check (game_type in ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT')),
  logo_url text not null,
  logo_white_url text not null,
  is_hot boolean not null default false,
  sort integer not null default 0,
  active boolean not null default true,
  unique (merchant_id, game_type, code)
);

-- owner: games
create table game (
  id serial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  node_id text not null,
  vendor_code text not null,
  game_type text not null,
  game_code text not null,
  -- {"bn": "…", "en": "…"}
  names jsonb not null,
  -- every name in lower case, for search in any language
  search_text text not null,
  image_url text not null,
  is_hot boolean not null default false,
  is_new boolean not null default false,
  popularity integer not null default 0,
  sort integer not null default 0,
  active boolean not null default true,
  unique (merchant_id, node_id),
  foreign key (merchant_id, game_type, vendor_code) references game_vendor (merchant_id, game_type, code)
);
create index game_popular on game (merchant_id, popularity desc) where active;

-- owner: games
create table recent_game (
  member_id bigint not null references member (id) on delete cascade,
  game_id integer not null references game (id) on delete cascade,
  played_at timestamptz not null default now(),
  primary key (member_id, game_id)
);
create index recent_game_member on recent_game (member_id, played_at desc);

-- owner: games
create table big_win (
  id bigserial primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  player text not null,
  game_id integer not null references game (id) on delete cascade,
  amount_minor bigint not null check (amount_minor > 0),
  won_at timestamptz not null default now()
);
create index big_win_recent on big_win (merchant_id, won_at desc);

-- owner: content
create table member_message (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  title text not null,
  content text not null,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index member_message_unread on member_message (member_id) where read_at is null;
