import type { ComponentType } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { RemoteMessages } from './i18n/remote-messages';
import type { RemoteName } from './remotes';
import type { RouteId } from './routes';

/** A slice a remote injects into the shared store (anything `combineSlices().inject` accepts). */
export interface InjectableSlice {
  reducerPath: string;
  reducer: Reducer;
}

export interface RoutePageProps {
  /** The route the page is rendered for: one component may serve several routes. */
  routeId: RouteId;
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
 * The shell loads it at runtime, checks the contracts major, adds its texts to the page's
 * messages, injects the slices and sagas once (keyed, so re-entering never runs a saga twice) and
 * renders the pages and dialogs. What a remote may ship without a contracts release:
 * docs/decisions/004-what-a-remote-ships-alone.md.
 */
export interface RemoteModule {
  name: RemoteName;
  /** The @oyna/contracts version the remote was built against (a build-time constant). */
  contractsVersion: string;
  /**
   * The remote's own texts, tr and en side by side, keys in its namespace (`casino.lead`), made
   * with `defineRemoteMessages`. The shell adds them to the page's messages when the remote loads;
   * the server's translation overrides (cms/translationlist, spec §3) still win over them, and a
   * key outside the namespace or one the shell carries itself is ignored.
   */
  messages: RemoteMessages;
  /** Page component for each route id the remote owns (see ROUTES). */
  routes: Partial<Record<RouteId, ComponentType<RoutePageProps>>>;
  slices?: InjectableSlice[];
  /** Sagas by key; the shell runs each key once per page life. */
  sagas?: Record<string, Saga>;
  /**
   * Dialogs lent to the shell's dialog slot, opened as `<remote>:<name>`; the frame's title is the
   * remote's text `lentDialogTitleKey(remote, name)` unless the opener passes `props.title`.
   */
  dialogs?: Record<string, ComponentType<LentDialogProps>>;
  /** Widgets lent to other parts of the page. */
  widgets?: Record<string, ComponentType<Record<string, unknown>>>;
}

export function isRemoteModule(value: unknown): value is RemoteModule {
  if (!value || typeof value !== 'object') return false;
  const m = value as Partial<RemoteModule>;
  return typeof m.name === 'string' && typeof m.contractsVersion === 'string' && !!m.routes;
}

/** The title of a lent dialog `<remote>:<name>`: a text of the remote (RemoteModule.messages). */
export type LentDialogTitleKey = `${RemoteName}.dialog.${string}.title`;

export function lentDialogTitleKey(remote: RemoteName, name: string): LentDialogTitleKey {
  return `${remote}.dialog.${name}.title`;
}
