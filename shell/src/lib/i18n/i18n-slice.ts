import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Bilingual, I18nState, RemoteName, ShellState } from '@oyna/contracts';
import { initialLocale } from './locale';

/**
 * The shell's i18n state: the contracts' I18nState plus the texts each loaded remote brought
 * (RemoteModule.messages, already sorted by the remote loader). The provider merges them between
 * the bundled catalog and the server's overrides.
 */
export interface ShellI18nState extends I18nState {
  remoteMessages: Partial<Record<RemoteName, Record<string, Bilingual>>>;
}

export const i18nSlice = createSlice({
  name: 'i18n',
  initialState: (): ShellI18nState => ({
    locale: initialLocale(),
    overrides: {},
    remoteMessages: {},
  }),
  reducers: {
    localeResolved(state, action: PayloadAction<string>) {
      state.locale = action.payload;
    },
    translationsLoaded(state, action: PayloadAction<Record<string, string>>) {
      state.overrides = action.payload;
    },
    remoteMessagesLoaded(
      state,
      action: PayloadAction<{ remote: RemoteName; messages: Record<string, Bilingual> }>,
    ) {
      state.remoteMessages[action.payload.remote] = action.payload.messages;
    },
  },
});

export const { localeResolved, translationsLoaded, remoteMessagesLoaded } = i18nSlice.actions;

export const selectRemoteMessages = (state: ShellState & { i18n: ShellI18nState }) =>
  state.i18n.remoteMessages;
