import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  StaffCreate,
  StaffMember,
  StaffRole,
  StaffTokenCreate,
  StaffTokenCreated,
  StaffTokenInfo,
} from '@oyna/contracts';

/** An owner's change to a staff member: one of the owner's staff calls. */
export type StaffChange =
  | { kind: 'role'; id: number; role: StaffRole }
  | { kind: 'disable'; id: number; disabled: boolean }
  | { kind: 'password'; id: number; password: string }
  | { kind: 'twoFactor'; id: number };

export interface StaffState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  members: StaffMember[];
  tokens: StaffTokenInfo[];
  error: string | null;
  /** The member being managed (the panel under the list). */
  selectedId: number | null;
  /** A create or a change on its way (the forms wait). */
  pending: boolean;
  /** Bumped after each save: the forms start empty again (they are keyed on it). */
  saved: number;
  /** A machine token just created: its secret is shown this once, never stored elsewhere. */
  createdToken: StaffTokenCreated | null;
}

const initialState: StaffState = {
  status: 'idle',
  members: [],
  tokens: [],
  error: null,
  selectedId: null,
  pending: false,
  saved: 0,
  createdToken: null,
};

const upsert = <T extends { id: number }>(list: T[], item: T) =>
  list.some((x) => x.id === item.id)
    ? list.map((x) => (x.id === item.id ? item : x))
    : [...list, item];

export const staffSlice = createSlice({
  name: 'staff',
  initialState,
  reducers: {
    staffRequested: (state) => {
      state.status = state.status === 'ready' ? 'ready' : 'loading';
      state.error = null;
    },
    staffLoaded: (
      state,
      action: PayloadAction<{ members: StaffMember[]; tokens: StaffTokenInfo[] }>,
    ) => {
      state.status = 'ready';
      state.members = action.payload.members;
      state.tokens = action.payload.tokens;
    },
    staffFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    memberSelected: (state, action: PayloadAction<number | null>) => {
      state.selectedId = action.payload;
    },
    staffCreateRequested: (state, _action: PayloadAction<StaffCreate>) => {
      state.pending = true;
    },
    staffChangeRequested: (state, _action: PayloadAction<StaffChange>) => {
      state.pending = true;
    },
    memberSaved: (state, action: PayloadAction<StaffMember>) => {
      state.pending = false;
      state.saved += 1;
      state.members = upsert(state.members, action.payload);
    },
    tokenCreateRequested: (state, _action: PayloadAction<StaffTokenCreate>) => {
      state.pending = true;
      state.createdToken = null;
    },
    tokenRevokeRequested: (state, _action: PayloadAction<number>) => {
      state.pending = true;
    },
    tokenSaved: (state, action: PayloadAction<StaffTokenInfo | StaffTokenCreated>) => {
      state.pending = false;
      state.saved += 1;
      const { token, ...info } = action.payload as StaffTokenCreated;
      state.tokens = upsert(state.tokens, info);
      if (token) state.createdToken = action.payload as StaffTokenCreated;
    },
    createdTokenDismissed: (state) => {
      state.createdToken = null;
    },
    staffActionFailed: (state) => {
      state.pending = false;
    },
  },
});

export const {
  staffRequested,
  staffLoaded,
  staffFailed,
  memberSelected,
  staffCreateRequested,
  staffChangeRequested,
  memberSaved,
  tokenCreateRequested,
  tokenRevokeRequested,
  tokenSaved,
  createdTokenDismissed,
  staffActionFailed,
} = staffSlice.actions;

export const selectStaffAdmin = (s: { staff: StaffState }) => s.staff;
