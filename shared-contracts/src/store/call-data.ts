import { useCallback, useEffect, useMemo } from 'react';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { cancel, put, take } from 'redux-saga/effects';
import type { EndpointName, RequestOf, ResponseOf } from '../http/endpoints';
import { forkTyped, selectTyped } from './effects';
import { useAppDispatch, useAppSelector } from './hooks';
import { request, type RequestArgs } from './request';

/**
 * One way for a remote to read a call's data (front-end state rule: "one typed read primitive,
 * keyed by the endpoint's name"). A remote makes one store of call data with
 * `createCallData(sliceName)`, registers its `slice` and `saga` in its module, and reads:
 *
 *   // a screen: loads on mount and whenever the query changes (compared by value)
 *   const page = calls.useCall('getFinancialActivities', query);
 *   page.status; page.data;   // FinancialActivitiesPage | null — typed from the endpoint table
 *   page.reload();            // Retry
 *
 *   // a saga: ask for a load, or reload what a screen has loaded after a change
 *   yield put(calls.load('getPaymentMethods', { type: 1 }, { key: 'deposit' }));
 *   yield* calls.reload('getBonusOffers', 'getBonuses');
 *   const offers = yield* calls.select('getBonusOffers');
 *
 * A slot is one endpoint (and, when a screen needs several at once, a `key`: the deposit and the
 * withdrawal method lists). Loads of one slot are "latest wins": a newer query cancels the one
 * on its way. A failed load is the slot's `error` state — a screen shows it with Retry, so no
 * toast; a 401 is the shell's (spec §8: logged out first, then the login dialog).
 */

/** Where a slot is: never asked, on its way (data may still hold the last answer), or done. */
export type CallStatus = 'idle' | 'loading' | 'ready' | 'error';

/** One call's data as a screen reads it. */
export interface CallSlot<N extends EndpointName> {
  status: CallStatus;
  /** The last successful answer (kept while a newer query loads). */
  data: ResponseOf<N> | null;
  /** The payload of the last load (a pager's position, and what a reload sends again). */
  query: RequestOf<N> | null;
}

/** A call's payload, optional when the endpoint takes none. */
export type CallQueryArgs<N extends EndpointName> = [RequestOf<N>] extends [void]
  ? [query?: undefined, options?: CallSlotOptions]
  : [query: RequestOf<N>, options?: CallSlotOptions];

export interface CallSlotOptions {
  /** Tells apart two slots of one endpoint held at once (e.g. 'deposit' and 'withdraw'). */
  key?: string;
  /** `useCall` only: false holds the load back (e.g. until a player is logged in). */
  enabled?: boolean;
}

/** The stored form of a slot: the endpoint table types it again on the way out (`slotOf`). */
interface StoredSlot {
  status: CallStatus;
  data: unknown;
  query: unknown;
}

export type CallDataState = Partial<Record<string, StoredSlot>>;

interface LoadPayload {
  slot: string;
  name: EndpointName;
  query: unknown;
}

const IDLE: StoredSlot = { status: 'idle', data: null, query: null };

/** The slot's id in the store: the endpoint's name, or `name#key`. */
export const callSlotId = (name: EndpointName, key?: string) => (key ? `${name}#${key}` : name);

/**
 * A stored slot, typed by the endpoint it was loaded from: only `load` writes a slot, with that
 * endpoint's payload, and only its answer is stored there.
 */
function slotOf<N extends EndpointName>(stored: StoredSlot | undefined): CallSlot<N> {
  return (stored ?? IDLE) as CallSlot<N>;
}

export interface CallData {
  /** The reducer to inject under `sliceName` (RemoteModule.slices). */
  slice: CallDataSlice;
  /** The loader (RemoteModule.sagas): latest-wins loads, one slot at a time. */
  saga: () => Generator;
  /** The action that loads a slot (from a saga: `yield put(calls.load(...))`). */
  load<N extends EndpointName>(name: N, ...args: CallQueryArgs<N>): PayloadAction<LoadPayload>;
  /** A selector of one slot (idle until it is first loaded, and while the slice is absent). */
  selectSlot<N extends EndpointName>(name: N, key?: string): (state: object) => CallSlot<N>;
  /** `yield* calls.select(name, key?)`: a slot from a saga. */
  select<N extends EndpointName>(name: N, key?: string): Generator<unknown, CallSlot<N>, unknown>;
  /** `yield* calls.reload(...names)`: loads again, with its last query, each slot already loaded. */
  reload(...names: EndpointName[]): Generator<unknown, void, unknown>;
  /** A screen's read: loads on mount and when the query changes by value; `reload` for Retry. */
  useCall<N extends EndpointName>(
    name: N,
    ...args: CallQueryArgs<N>
  ): CallSlot<N> & { reload: () => void };
}

/** The slice of one remote's call data: a slot asked for, answered, or failed. */
function callDataSlice(sliceName: string) {
  const initialState: CallDataState = {};
  return createSlice({
    name: sliceName,
    initialState,
    reducers: {
      requested(state, action: PayloadAction<LoadPayload>) {
        const slot = state[action.payload.slot] ?? { ...IDLE };
        state[action.payload.slot] = { ...slot, status: 'loading', query: action.payload.query };
      },
      succeeded(state, action: PayloadAction<{ slot: string; data: unknown }>) {
        const slot = state[action.payload.slot] ?? { ...IDLE };
        state[action.payload.slot] = { ...slot, status: 'ready', data: action.payload.data };
      },
      failed(state, action: PayloadAction<{ slot: string }>) {
        const slot = state[action.payload.slot] ?? { ...IDLE };
        state[action.payload.slot] = { ...slot, status: 'error' };
      },
    },
  });
}

export type CallDataSlice = ReturnType<typeof callDataSlice>;

/** Makes one remote's store of call data under `sliceName` (injected lazily by the shell). */
export function createCallData(sliceName: string): CallData {
  const initialState: CallDataState = {};
  const slice = callDataSlice(sliceName);
  const { requested, succeeded, failed } = slice.actions;
  // The slice is injected lazily, so it may be absent until the remote's module is loaded.
  const stateOf = (root: object | undefined): CallDataState =>
    (root as Partial<Record<string, CallDataState>> | undefined)?.[sliceName] ?? initialState;

  function load<N extends EndpointName>(name: N, ...args: CallQueryArgs<N>) {
    const [query, options] = args;
    return requested({ slot: callSlotId(name, options?.key), name, query: query ?? null });
  }

  function selectSlot<N extends EndpointName>(name: N, key?: string) {
    return (root: object) => slotOf<N>(stateOf(root)[callSlotId(name, key)]);
  }

  function* fetchSlot({ slot, name, query }: LoadPayload) {
    // The payload was typed for this endpoint by `load` (CallQueryArgs<N>).
    const args = [query ?? undefined, { errorToast: false }] as RequestArgs<EndpointName>;
    const result = yield* request(name, ...args);
    yield put(result.ok ? succeeded({ slot, data: result.data }) : failed({ slot }));
  }

  function* saga(): Generator {
    const running = new Map<string, Task>();
    for (;;) {
      const action: PayloadAction<LoadPayload> = yield take(requested);
      const previous = running.get(action.payload.slot);
      if (previous?.isRunning()) yield cancel(previous);
      running.set(action.payload.slot, yield* forkTyped(fetchSlot, action.payload));
    }
  }

  function* select<N extends EndpointName>(name: N, key?: string) {
    return yield* selectTyped(selectSlot(name, key));
  }

  function* reload(...names: EndpointName[]) {
    const state = yield* selectTyped(stateOf);
    for (const [slot, stored] of Object.entries(state)) {
      const name = slot.split('#')[0] as EndpointName;
      if (!stored || stored.status === 'idle' || !names.includes(name)) continue;
      yield put(requested({ slot, name, query: stored.query }));
    }
  }

  function useCall<N extends EndpointName>(name: N, ...args: CallQueryArgs<N>) {
    const [query, options] = args;
    const dispatch = useAppDispatch();
    const slot = useAppSelector(selectSlot(name, options?.key));
    // Compared by value: a screen may build its query afresh on every render.
    const queryKey = JSON.stringify(query ?? null);
    const reload = useCallback(() => {
      const payload: unknown = JSON.parse(queryKey);
      dispatch(requested({ slot: callSlotId(name, options?.key), name, query: payload }));
    }, [dispatch, name, options?.key, queryKey]);
    const enabled = options?.enabled !== false;
    useEffect(() => {
      if (enabled) reload();
    }, [reload, enabled]);
    return useMemo(() => ({ ...slot, reload }), [slot, reload]);
  }

  return { slice, saga, load, selectSlot, select, reload, useCall };
}
