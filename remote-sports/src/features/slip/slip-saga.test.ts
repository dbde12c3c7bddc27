import { recordSaga } from '@oyna/test-kit';
import { restoreSlip } from './slip-saga';
import { SLIP_STORAGE_KEY, slipActions, slipSlice, persistedSlip } from '../../lib/slip-slice';
import { galatasarayHomeWin } from './fixtures';

const pick = galatasarayHomeWin;

describe('bet slip persistence (the slip survives a reload)', () => {
  afterEach(() => localStorage.clear());

  it('reads the stored slip back when the remote starts', async () => {
    let state = slipSlice.reducer(undefined, slipActions.toggleSelection(pick));
    // Place records the rule it was sent with (the stakes stay the form's).
    state = slipSlice.reducer(
      state,
      slipActions.place({ stakes: { '101': 25 }, comboStake: undefined, rule: 'any' }),
    );
    localStorage.setItem(SLIP_STORAGE_KEY, JSON.stringify(persistedSlip(state)));
    const dispatched = await recordSaga(restoreSlip);
    const restored = dispatched.reduce(slipSlice.reducer, slipSlice.getInitialState());
    expect(restored.selections).toEqual([{ ...pick, currentOdds: 1.85 }]);
    expect(restored.rule).toBe('any');
    expect(Object.keys(JSON.parse(localStorage.getItem(SLIP_STORAGE_KEY) ?? '{}'))).toEqual([
      'selections',
      'mode',
      'rule',
    ]);
  });

  it('drops a broken stored slip instead of failing', async () => {
    localStorage.setItem(SLIP_STORAGE_KEY, '{broken');
    const dispatched = await recordSaga(restoreSlip);
    expect(dispatched).toEqual([]);
    expect(localStorage.getItem(SLIP_STORAGE_KEY)).toBeNull();
  });
});
