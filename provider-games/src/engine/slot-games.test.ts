import { GAMES, gameByCode } from './games';
import {
  evaluateFreeSpin,
  evaluateWindow,
  slotFloatCount,
  slotWinMinor,
  SLOT_LINE_COUNT,
} from './slot';
import { slotRoundMaxWin } from './slot-max-win';
import { exactSlotRtp, fractionValue } from './slot-rtp';
import { SLOT_GAMES } from './slots';

// Each slot is a data file of the same engine: its declared RTP and maximum multiplier are
// recomputed exactly from that data here (notes/provably-fair.md › Slot reel stops).
describe.each(SLOT_GAMES.map((game) => [game.code, game] as const))('%s', (code, game) => {
  it('is in the game list with its name, RTP, bytes and maximum multiplier', () => {
    expect(gameByCode(code)).toEqual({
      code,
      kind: 'slot',
      name: game.name.en,
      names: game.name,
      rtp: game.rtp,
      bytes: 4 * slotFloatCount(game),
      maxMultiplierX100: game.maxMultiplierX100,
    });
  });

  it('has 5 reels × 3 rows, 10 lines and a paytable for every paying symbol on its strips', () => {
    expect(game.strips).toHaveLength(5);
    expect(game.lines).toHaveLength(SLOT_LINE_COUNT);
    const onStrips = new Set([...game.strips.flat(), ...(game.freeSpins?.strips ?? []).flat()]);
    expect([...onStrips].sort()).toEqual([...game.symbols].sort());
    for (const symbol of game.symbols) {
      if (symbol !== game.scatter && symbol !== game.wild)
        expect(game.paytable[symbol]).toBeDefined();
    }
    // A wild without pays of its own never sits on reel 1 (it could not start a line).
    if (!game.paytable[game.wild]) expect(game.strips[0]).not.toContain(game.wild);
  });

  it('returns exactly its declared RTP (to 0.01 %)', () => {
    const exact = exactSlotRtp(game);
    expect(Math.round(exact.rtp * 10_000) / 10_000).toBe(game.rtp);
    expect(exact.rtp).toBeGreaterThan(0.94);
    expect(exact.rtp).toBeLessThan(0.975);
    expect(fractionValue(exact.hitRate)).toBeGreaterThan(0.2);
    if (game.freeSpins) expect(exact.freeSpins).toBeGreaterThan(0.05);
  });

  it('declares the most a round can pay, and the best spins pay it', () => {
    const max = slotRoundMaxWin(game);
    expect(max.maxMultiplierX100).toBe(game.maxMultiplierX100);
    const stake = SLOT_LINE_COUNT * 100;
    expect(slotWinMinor(evaluateWindow(max.base.stops, game.strips, game), stake)).toBe(
      max.base.stakes * stake,
    );
    if (game.freeSpins && max.free) {
      const free = evaluateFreeSpin(game, max.free.stops);
      expect(slotWinMinor({ ...free, freeSpins: undefined }, stake)).toBe(max.free.stakes * stake);
      expect(game.maxMultiplierX100).toBe(
        Math.ceil(
          100 *
            (max.base.stakes + game.freeSpins.spins * game.freeSpins.multiplier * max.free.stakes),
        ),
      );
    }
  });
});

it('lists every slot once', () => {
  const slots = GAMES.filter((g) => g.kind === 'slot').map((g) => g.code);
  expect(slots).toEqual(SLOT_GAMES.map((g) => g.code));
  expect(new Set(slots).size).toBe(slots.length);
});
