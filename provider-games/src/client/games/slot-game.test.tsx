/**
 * @jest-environment jsdom
 */
import crypto from 'node:crypto';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameState, PlayResult } from '../../api-types';
import {
  blockMessage,
  evaluateWindow,
  floatsFromBytes,
  roundBlocks,
  slotByCode,
  slotFloatCount,
  slotWinMinor,
  spinSlot,
  type SlotOutcome,
} from '../../engine';
import { GameApp } from '../app';

const SESSION = 'b'.repeat(64);
const seeds = { serverSeedHash: 'ab'.repeat(32), clientSeed: 'mine', nextNonce: 1 };

function state(code: string, name: string): GameState {
  return {
    game: { code, name, kind: 'slot', rtp: 0.96 },
    language: 'en',
    currency: 'TRY',
    balanceMinor: 100_000,
    minStakeMinor: 100,
    maxStakeMinor: 50_000,
    stakeStepMinor: 10,
    lobbyUrl: 'https://oyna.example/casino/slot',
    slotIntervalMs: 2500,
    crashCapX100: 100_000,
    seeds,
    history: [],
    crash: null,
  };
}

function result(outcome: SlotOutcome, stakeMinor: number): PlayResult {
  return {
    round: {
      roundId: 'r1',
      nonce: 0,
      stakeMinor,
      winMinor: slotWinMinor(outcome, stakeMinor),
      wager: { kind: 'slot', stakeMinor },
      outcome: { kind: 'slot', ...outcome },
      createdAtMs: 0,
    },
    balanceMinor: 100_000 - stakeMinor + slotWinMinor(outcome, stakeMinor),
    pending: false,
    seeds,
  };
}

/** jsdom has no fetch: answers the state, then the spin. */
function serve(first: GameState, spin: PlayResult) {
  const fetchMock = jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    json: async () => ({
      success: true,
      message: '',
      data: url.endsWith('/state') ? first : spin,
    }),
  }));
  Object.defineProperty(globalThis, 'fetch', {
    value: fetchMock,
    configurable: true,
    writable: true,
  });
}

async function spinAndWait(ms: number) {
  const user = userEvent.setup({ advanceTimers: (t) => jest.advanceTimersByTime(t) });
  await user.click(await screen.findByRole('button', { name: 'Spin' }));
  for (let waited = 0; waited < ms; waited += 500) {
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
  }
}

describe('a slot round on the page', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    const frame = document.body.appendChild(document.createElement('iframe'));
    if (!frame.contentWindow) throw new Error('no iframe window');
    jest.spyOn(frame.contentWindow, 'postMessage').mockImplementation(() => undefined);
    jest.spyOn(window, 'parent', 'get').mockReturnValue(frame.contentWindow);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the game of its data and never calls a return below the stake a win (UKGC)', async () => {
    const game = slotByCode('oyna-sultan-gold');
    if (!game) throw new Error('no Sultan Gold');
    // The first window whose pays are above 0 but below the stake of 10,00.
    let outcome: SlotOutcome | null = null;
    for (let stop = 0; stop < 30 && !outcome; stop += 1) {
      for (let shift = 0; shift < 30 && !outcome; shift += 1) {
        const spin = evaluateWindow([stop, shift, 3, 7, 11], game.strips, game);
        const win = slotWinMinor(spin, 1000);
        if (win > 0 && win < 1000 && spin.scatters < 3) outcome = spin;
      }
    }
    if (!outcome) throw new Error('no small win found');
    serve(state(game.code, 'Sultan Gold'), result(outcome, 1000));
    render(<GameApp session={SESSION} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sultan Gold');
    await spinAndWait(3000);
    const status = screen.getAllByRole('status').find((s) => s.className === 'result');
    expect(status).toHaveTextContent(/returned of your ₺10,00 stake/);
    expect(status).not.toHaveTextContent(/You won/);
  });

  it('plays the free spins one by one, then shows the whole win', async () => {
    const game = slotByCode('oyna-galata-wild');
    if (!game) throw new Error('no Galata Wild');
    // The test-only seed of casino-slots.integration.test.ts: nonce 0 awards the free spins.
    const serverSeed = crypto
      .createHash('sha256')
      .update('oyna free spins test seed')
      .digest('hex');
    const bytes = 4 * slotFloatCount(game);
    const stream = Buffer.concat(
      roundBlocks(bytes).map((b) =>
        crypto
          .createHmac('sha256', serverSeed)
          .update(blockMessage('free-spins-251', 0, b))
          .digest(),
      ),
    ).subarray(0, bytes);
    const outcome = spinSlot(floatsFromBytes(new Uint8Array(stream)), game);
    expect(outcome.freeSpins).toHaveLength(10);
    serve(state(game.code, 'Galata Wild'), result(outcome, 1000));
    render(<GameApp session={SESSION} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Galata Wild');
    await spinAndWait(3000);
    const status = () => screen.getAllByRole('status').find((s) => s.className === 'result');
    expect(status()).toHaveTextContent('10 free spins awarded');
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(status()).toHaveTextContent('Free spin 1 of 10');
    // The Spin button stays off through the free spins (no new stake, no autoplay).
    expect(screen.getByRole('button', { name: 'Spinning…' })).toBeDisabled();
    for (let i = 0; i < 40; i += 1) {
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
    }
    expect(status()).toHaveTextContent('You won ₺324,00');
  });
});
