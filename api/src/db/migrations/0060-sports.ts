import { sql, type Kysely } from 'kysely';

/**
 * The sportsbook (shared notes › sportsbook.md "What this means for us" 1): Sport → Competition →
 * Event → Market → Selection, and Bet → BetLeg. Odds are integer thousandths (1.85 → 1850), money
 * is kuruş; never a float. The feed owns the catalogue rows (the embedded simulator seeds them at
 * start-up), so this migration seeds nothing.
 */
const STATEMENTS = [
  `create table sport (
    id serial primary key,
    key text not null unique,
    name_tr text not null,
    name_en text not null,
    esports boolean not null default false,
    sort_order integer not null default 0
  )`,
  `create table competition (
    id serial primary key,
    sport_id integer not null references sport(id),
    external_id text not null unique,
    name_tr text not null,
    name_en text not null,
    region text not null default 'INT'
  )`,
  `create table sport_event (
    id serial primary key,
    competition_id integer not null references competition(id),
    external_id text not null unique,
    home text not null,
    away text not null,
    start_time timestamptz not null,
    status text not null default 'upcoming'
      check (status in ('upcoming', 'live', 'ended', 'cancelled', 'postponed')),
    score jsonb,
    clock jsonb,
    -- The simulator's own state of a live event (strength, pace); a real feed leaves it null.
    feed_state jsonb,
    updated_at timestamptz not null default now()
  )`,
  `create index sport_event_status_start on sport_event (status, start_time)`,
  `create table market (
    id serial primary key,
    event_id integer not null references sport_event(id),
    key text not null,
    name_tr text not null,
    name_en text not null,
    line_milli integer,
    status text not null default 'open'
      check (status in ('open', 'suspended', 'settled', 'cancelled')),
    sort_order integer not null default 0,
    unique (event_id, key, line_milli)
  )`,
  `create table selection (
    id serial primary key,
    market_id integer not null references market(id),
    key text not null,
    name_tr text not null,
    name_en text not null,
    odds_milli integer not null check (odds_milli > 1000),
    status text not null default 'active'
      check (status in ('active', 'suspended', 'won', 'lost', 'void', 'push')),
    sort_order integer not null default 0,
    updated_at timestamptz not null default now(),
    unique (market_id, key)
  )`,
  `create table sport_bet (
    id serial primary key,
    player_id integer not null references player(id),
    request_id text not null,
    -- Which bet of the slip: 'combo' or 'single:<selectionId>'.
    slot text not null,
    kind text not null check (kind in ('single', 'combo')),
    status text not null
      check (status in ('pending', 'open', 'won', 'lost', 'void', 'cashed_out', 'rejected')),
    stake_minor bigint not null check (stake_minor > 0),
    odds_milli bigint not null check (odds_milli >= 1000),
    potential_minor bigint not null check (potential_minor >= 0),
    payout_minor bigint check (payout_minor >= 0),
    live boolean not null default false,
    rule text not null default 'none' check (rule in ('none', 'higher', 'any')),
    -- The language of the slip: the settlement notification speaks it.
    locale text not null default 'tr',
    placed_at timestamptz not null default now(),
    settled_at timestamptz,
    unique (player_id, request_id, slot)
  )`,
  `create index sport_bet_player_newest on sport_bet (player_id, placed_at desc)`,
  `create table sport_bet_leg (
    id serial primary key,
    bet_id integer not null references sport_bet(id),
    selection_id integer not null references selection(id),
    event_id integer not null references sport_event(id),
    market_id integer not null references market(id),
    event_name text not null,
    market_name_tr text not null,
    market_name_en text not null,
    selection_name_tr text not null,
    selection_name_en text not null,
    start_time timestamptz not null,
    odds_milli integer not null check (odds_milli > 1000),
    status text not null default 'open' check (status in ('open', 'won', 'lost', 'void', 'push')),
    unique (bet_id, selection_id)
  )`,
  `create index sport_bet_leg_selection on sport_bet_leg (selection_id)`,
  `create index sport_bet_leg_event_open on sport_bet_leg (event_id) where status = 'open'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sport_bet_leg', 'sport_bet', 'selection', 'market', 'sport_event']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
  await sql.raw('drop table if exists competition').execute(db);
  await sql.raw('drop table if exists sport').execute(db);
}
