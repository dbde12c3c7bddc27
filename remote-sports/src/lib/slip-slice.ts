import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OddsRule, ShellState } from '@oyna/contracts';
import type { SportsMessageKey } from '../messages';

/**
 * The rule the player picks for odds that move while the slip is open (sportsbook notes › Odds
 * changing while the slip is open): accept none (any change refuses), accept higher, accept any.
 * The server applies it at placement.
 */
export type { OddsRule };
export const ODDS_RULES: readonly OddsRule[] = ['none', 'higher', 'any'];

/** One selection on the slip, with what the slip shows of it (names are a snapshot). */
export interface SlipSelection {
  selectionId: number;
  eventId: number;
  eventName: string;
  marketName: string;
  selectionName: string;
  /** The odds the player accepted (on adding, or by accepting a change): what placement sends. */
  odds: number;
  /** The latest price the feed or the server reported; differs from `odds` after a move. */
  currentOdds: number;
  /** The market is suspended by the feed: the selection cannot be placed (notes › 5). */
  suspended: boolean;
  live: boolean;
}

export type SlipMode = 'singles' | 'combo';

export interface SlipNotice {
  kind: 'error' | 'success' | 'info';
  key: SportsMessageKey;
  values?: Record<string, string | number>;
}

/**
 * What the slip's form hands to Place (docs/decisions/009 › The form owns its values): the stakes
 * and the odds-change rule live in the form while the player types, and reach the store only with
 * the Place they were typed for.
 */
export interface SlipEntry {
  /** Stake per single, by selection id (lira, two decimals). */
  stakes: Record<string, number | undefined>;
  comboStake: number | undefined;
  rule: OddsRule;
}

/** A placement sent: its idempotency key and the request it keys (a retry sends both again). */
export interface PlaceAttempt {
  requestId: string;
  /** The request as sent, without its key (JSON): a retry of the very same slip reuses the key. */
  sent: string;
}

export interface SlipState {
  selections: SlipSelection[];
  mode: SlipMode;
  /** The rule the player last placed with: the next slip's form starts from it. */
  rule: OddsRule;
  /** The phone's bottom sheet is open. */
  sheetOpen: boolean;
  placing: boolean;
  notice: SlipNotice | null;
  /**
   * The last placement sent (api: one bet per request id). A Place of the same request reuses its
   * key, so that a retry after a lost answer books it once; any other request gets a new one.
   */
  attempt: PlaceAttempt | null;
}

export const initialSlipState: SlipState = {
  selections: [],
  mode: 'singles',
  rule: 'none',
  sheetOpen: false,
  placing: false,
  notice: null,
  attempt: null,
};

/** What a price button hands the slip. */
export type SlipPick = Omit<SlipSelection, 'currentOdds'>;

/** A combo holds at most one selection per event (notes › 4: DUPLICATE_EVENT). */
export function comboConflict(selections: readonly SlipSelection[]): SlipSelection | undefined {
  const seen = new Set<number>();
  for (const s of selections) {
    if (seen.has(s.eventId)) return s;
    seen.add(s.eventId);
  }
  return undefined;
}

const changed = (s: SlipState) => {
  s.attempt = null;
  s.notice = null;
};

export const slipSlice = createSlice({
  name: 'sportsSlip',
  initialState: initialSlipState,
  reducers: {
    /** Tap a price: adds it, or removes it when it is on the slip already. */
    toggleSelection: (s, a: PayloadAction<SlipPick>) => {
      const at = s.selections.findIndex((x) => x.selectionId === a.payload.selectionId);
      changed(s);
      if (at >= 0) {
        s.selections.splice(at, 1);
        if (s.selections.length < 2) s.mode = 'singles';
        return;
      }
      if (a.payload.suspended) return;
      // A same-event pair in a combo is shown by the slip (comboConflict) and refused at Place.
      s.selections.push({ ...a.payload, currentOdds: a.payload.odds });
    },
    removeSelection: (s, a: PayloadAction<number>) => {
      s.selections = s.selections.filter((x) => x.selectionId !== a.payload);
      if (s.selections.length < 2) s.mode = 'singles';
      changed(s);
    },
    clearSlip: (s) => ({
      ...initialSlipState,
      rule: s.rule,
      sheetOpen: s.sheetOpen,
    }),
    setMode: (s, a: PayloadAction<SlipMode>) => {
      changed(s);
      s.mode = a.payload;
    },
    setSheetOpen: (s, a: PayloadAction<boolean>) => {
      s.sheetOpen = a.payload;
    },
    /** A price the feed pushed (or the server reported): shown old → new until accepted. */
    oddsMoved: (
      s,
      a: PayloadAction<{ selectionId: number; odds?: number; suspended?: boolean }[]>,
    ) => {
      for (const move of a.payload) {
        const sel = s.selections.find((x) => x.selectionId === move.selectionId);
        if (!sel) continue;
        if (move.odds !== undefined) sel.currentOdds = move.odds;
        if (move.suspended !== undefined) sel.suspended = move.suspended;
      }
    },
    /** The player takes the new prices: they become the odds placement sends. */
    acceptOddsChanges: (s) => {
      for (const sel of s.selections) sel.odds = sel.currentOdds;
      changed(s);
    },
    restored: (s, a: PayloadAction<Partial<SlipState>>) => {
      const r = a.payload;
      if (Array.isArray(r.selections)) s.selections = r.selections;
      if (r.mode === 'singles' || r.mode === 'combo') s.mode = r.mode;
      if (r.rule && ODDS_RULES.includes(r.rule)) s.rule = r.rule;
    },
    /** Place, with what the form holds; its rule stays the player's for the next slip. */
    place: (s, a: PayloadAction<SlipEntry>) => {
      s.notice = null;
      if (ODDS_RULES.includes(a.payload.rule)) s.rule = a.payload.rule;
    },
    placing: (s, a: PayloadAction<PlaceAttempt>) => {
      s.placing = true;
      s.attempt = a.payload;
    },
    placeDone: (s, a: PayloadAction<SlipNotice | null>) => {
      s.placing = false;
      s.notice = a.payload;
    },
    /** Bets were booked: the slip empties (its rule stays the player's choice). */
    placed: (s, a: PayloadAction<{ placedIds: number[]; notice: SlipNotice }>) => {
      const gone = new Set(a.payload.placedIds);
      s.selections = s.selections.filter((x) => !gone.has(x.selectionId));
      if (s.selections.length < 2) s.mode = 'singles';
      s.placing = false;
      s.attempt = null;
      s.notice = a.payload.notice;
    },
    showNotice: (s, a: PayloadAction<SlipNotice | null>) => {
      s.notice = a.payload;
    },
  },
});

export const slipActions = slipSlice.actions;
export type SlipRootState = ShellState & { sportsSlip?: SlipState };
export const selectSlip = (s: SlipRootState): SlipState => s.sportsSlip ?? initialSlipState;

/**
 * The fields of the slip that survive a reload (the slip is kept in local storage): its
 * selections, the bet type and the rule — not the stakes, which are the form's while it is open.
 */
export const SLIP_STORAGE_KEY = 'sportsSlip';
export function persistedSlip(s: SlipState): Partial<SlipState> {
  return { selections: s.selections, mode: s.mode, rule: s.rule };
}
