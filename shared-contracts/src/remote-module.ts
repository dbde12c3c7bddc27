import type { ComponentType } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { RemoteName } from './remotes';
import type { RouteId } from './routes';

/** A slice a remote injects into the shared store (anything `combineSlices().inject` accepts). */
export interface InjectableSlice {
  reducerPath: string;
  reducer: Reducer;
}

export interface RoutePageProps {
  /** Route params, e.g. `{ game }` on /casino/play/:game. */
  params: Record<string, string | undefined>;
}

export interface LentDialogProps {
  /** Closes the dialog slot. */
  onClose: () => void;
  props: Record<string, unknown>;
}

/**
 * What every remote's `./module` default export satisfies (ARCHITECTURE.md › How a remote plugs in).
 * The shell loads it at runtime, checks the contracts major, injects the slices and sagas once
 * (keyed, so re-entering never runs a saga twice) and renders the pages and dialogs.
 */
export interface RemoteModule {
  name: RemoteName;
  /** The @oyna/contracts version the remote was built against (a build-time constant). */
  contractsVersion: string;
  /** Page component for each route id the remote owns (see ROUTES). */
  routes: Partial<Record<RouteId, ComponentType<RoutePageProps>>>;
  slices?: InjectableSlice[];
  /** Sagas by key; the shell runs each key once per page life. */
  sagas?: Record<string, Saga>;
  /** Dialogs lent to the shell's dialog slot, opened as `<remote>:<name>`. */
  dialogs?: Record<string, ComponentType<LentDialogProps>>;
  /** Widgets lent to other parts of the page. */
  widgets?: Record<string, ComponentType<Record<string, unknown>>>;
}

export function isRemoteModule(value: unknown): value is RemoteModule {
  if (!value || typeof value !== 'object') return false;
  const m = value as Partial<RemoteModule>;
  return typeof m.name === 'string' && typeof m.contractsVersion === 'string' && !!m.routes;
}
