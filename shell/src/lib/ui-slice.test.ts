import { events } from '@oyna/contracts';
import { pickDialog, uiSlice } from './ui-slice';

describe('dialog slot state', () => {
  it('keeps one dialog open: opening another closes the first', () => {
    let state = uiSlice.reducer(undefined, events.openDialog({ dialog: 'login' }));
    state = uiSlice.reducer(state, events.openDialog({ dialog: 'register' }));
    expect(state.dialog).toBe('register');
    state = uiSlice.reducer(state, events.closeDialog());
    expect(state.dialog).toBeNull();
  });

  it('opens the login dialog when a visitor needs a player', () => {
    const state = uiSlice.reducer(undefined, events.requireLogin({ returnTo: '/dashboard' }));
    expect(state.dialog).toBe('login');
  });

  it('follows the priority of spec §4 when several dialogs are flagged', () => {
    expect(pickDialog(['callRequest', 'sms', 'login'])).toBe('login');
    expect(pickDialog(['phoneVerification', 'notificationSheet'])).toBe('notificationSheet');
    expect(pickDialog(['payments:deposit', 'callRequest'])).toBe('callRequest');
    expect(pickDialog(['payments:deposit'])).toBe('payments:deposit');
    expect(pickDialog([])).toBeNull();
  });
});
