import { Type, type Static } from '@sinclair/typebox';
import { Id, Input, NoInput, Skip, Take, Text, TEXT_MAX } from '../schemas/formats';

/**
 * The back office's screens (the back office › the web app): the dashboard, players (search, a
 * profile with its activity, notes, sessions, lock and unlock) and the reports with their CSV
 * export. Every call is an admin call checked against the caller's role
 * (api/src/modules/staff/roles.ts); personal data is masked for the roles that do not need it.
 */

/** The most rows a player list or a profile's activity list answers at once. */
export const BACKOFFICE_PAGE_MAX = 100;
/** The longest range a report covers at once (a year, a leap day included). */
export const REPORT_RANGE_DAYS = 366;
/** The time zone the back office's days are counted in ("today", a report's days). */
export const BACKOFFICE_TIME_ZONE = 'Europe/Istanbul';

/** A day, YYYY-MM-DD in Europe/Istanbul (checked by the api: 400 otherwise). */
const day = () => Text(10);
const page = () => ({
  skip: Skip({ default: 0 }),
  take: Take(BACKOFFICE_PAGE_MAX, { default: 20 }),
});

/**
 * `admin/players`: players whose username or e-mail starts with `q` (any case), or whose phone,
 * TC No or user code is `q`; newest first.
 */
export const PlayerSearchSchema = Input({
  q: Text(TEXT_MAX.field, { minLength: 2 }),
  ...page(),
});

/** `admin/players/:id`: one player's profile. */
export const PlayerIdSchema = Input({ id: Id() });

/** A profile's paged activity list (ledger, payments, bets, rounds, sessions, bonuses, notes). */
export const PlayerPageSchema = Input({ id: Id(), ...page() });

/** `admin/players/note`: a staff note on a player (kept, never edited). */
export const PlayerNoteSchema = Input({
  id: Id(),
  text: Text(TEXT_MAX.note, { minLength: 1 }),
});

/** `admin/players/lock`: lock (the player is logged out and cannot log in) or unlock, with a reason. */
export const PlayerLockSchema = Input({
  id: Id(),
  locked: Type.Boolean(),
  /** At least three characters once trimmed (checked by the api). */
  reason: Text(TEXT_MAX.message, { minLength: 1 }),
});

/** `admin/players/session/end`: ends one of the player's sessions. */
export const PlayerSessionEndSchema = Input({
  id: Id(),
  /** A session id (a UUID, checked by the api). */
  sessionId: Text(36, { minLength: 1 }),
});

/** `admin/reports` and its CSV: days `from` to `to` inclusive (Europe/Istanbul). */
export const ReportQuerySchema = Input({ from: day(), to: day() });

/** The request schema of each back-office screen call (calls.ts), by the call's name. */
export const BACKOFFICE_REQUEST_SCHEMAS = {
  adminDashboard: NoInput,
  adminPlayerSearch: PlayerSearchSchema,
  adminPlayer: PlayerIdSchema,
  adminPlayerLedger: PlayerPageSchema,
  adminPlayerPayments: PlayerPageSchema,
  adminPlayerBets: PlayerPageSchema,
  adminPlayerRounds: PlayerPageSchema,
  adminPlayerSessions: PlayerPageSchema,
  adminPlayerBonuses: PlayerPageSchema,
  adminPlayerNotes: PlayerPageSchema,
  adminAddPlayerNote: PlayerNoteSchema,
  adminLockPlayer: PlayerLockSchema,
  adminEndPlayerSession: PlayerSessionEndSchema,
  adminReport: ReportQuerySchema,
  adminReportExport: ReportQuerySchema,
} as const;

// ── request types (the schemas are their source) ─────────────────────────────────────────────

export type PlayerSearch = Static<typeof PlayerSearchSchema>;
export type PlayerIdQuery = Static<typeof PlayerIdSchema>;
export type PlayerPageQuery = Static<typeof PlayerPageSchema>;
export type PlayerNote = Static<typeof PlayerNoteSchema>;
export type PlayerLock = Static<typeof PlayerLockSchema>;
export type PlayerSessionEnd = Static<typeof PlayerSessionEndSchema>;
export type ReportQuery = Static<typeof ReportQuerySchema>;
