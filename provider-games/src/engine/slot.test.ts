import {
  evaluateLine,
  evaluateWindow,
  SLOT_LINES,
  SLOT_PAYTABLE,
  SLOT_STRIPS,
  SLOT_SYMBOLS,
  slotWindow,
  slotWinMinor,
  spinSlot,
  type PayingSymbol,
  type SlotSymbol,
} from './slot';

const isSymbol = (s: string): s is SlotSymbol => SLOT_SYMBOLS.some((symbol) => symbol === s);
const line = (text: string): SlotSymbol[] =>
  text.split(' ').map((s) => {
    if (!isSymbol(s)) throw new Error(`no symbol ${s}`);
    return s;
  });

describe('Lucky Fruits paylines', () => {
  it.each<[string, PayingSymbol | null, number, number]>([
    ['cherry cherry cherry lemon lemon', 'cherry', 3, 5],
    ['cherry cherry cherry cherry lemon', 'cherry', 4, 15],
    ['lemon lemon lemon lemon lemon', 'lemon', 5, 80],
    ['orange orange orange plum plum', 'orange', 3, 10],
    ['plum plum plum plum bell', 'plum', 4, 30],
    ['bell bell bell bell bell', 'bell', 5, 250],
    ['bar bar bar cherry cherry', 'bar', 3, 25],
    ['seven seven seven seven seven', 'seven', 5, 1000],
    // The wild stands in for the first paying symbol …
    ['wild cherry cherry lemon lemon', 'cherry', 3, 5],
    ['cherry wild wild wild cherry', 'cherry', 5, 60],
    ['wild wild seven seven seven', 'seven', 5, 1000],
    // … and pays on its own when that is worth more.
    ['wild wild wild cherry cherry', 'wild', 3, 100],
    ['wild wild wild wild bell', 'wild', 4, 500],
    ['wild wild wild wild wild', 'wild', 5, 2000],
    // Runs start on the leftmost reel, two are not enough, the scatter breaks a line.
    ['lemon cherry cherry cherry cherry', null, 0, 0],
    ['cherry cherry lemon cherry cherry', null, 0, 0],
    ['scatter cherry cherry cherry cherry', null, 0, 0],
    ['wild wild scatter seven seven', null, 0, 0],
    ['cherry cherry scatter cherry cherry', null, 0, 0],
  ])('%s pays %s × %i = %i line bets', (symbols, symbol, count, pays) => {
    const win = evaluateLine(line(symbols));
    expect(win ? [win.symbol, win.count, win.pays] : [null, 0, 0]).toEqual([symbol, count, pays]);
  });

  it('pays every symbol as the published paytable says', () => {
    for (const [symbol, pays] of Object.entries(SLOT_PAYTABLE)) {
      const counts = [3, 4, 5].map(
        (n) =>
          evaluateLine(line([...Array(n).fill(symbol), ...Array(5 - n).fill('scatter')].join(' ')))
            ?.pays,
      );
      expect(counts).toEqual([...pays]);
    }
  });

  it('has 10 lines over 3 rows and 30-stop strips', () => {
    expect(SLOT_LINES).toHaveLength(10);
    expect(
      SLOT_LINES.every((rows) => rows.length === 5 && rows.every((r) => r >= 0 && r <= 2)),
    ).toBe(true);
    expect(SLOT_STRIPS.map((s) => s.length)).toEqual([30, 30, 30, 30, 30]);
  });
});

describe('Lucky Fruits spins', () => {
  it('maps one float per reel to a stop and shows stop-1, stop, stop+1', () => {
    const outcome = spinSlot([0, 0.5, 0.999, 0.1, 0.7]);
    expect(outcome.stops).toEqual([0, 15, 29, 3, 21]);
    expect(outcome.window[0]).toEqual([
      SLOT_STRIPS[0]?.[29],
      SLOT_STRIPS[0]?.[0],
      SLOT_STRIPS[0]?.[1],
    ]);
    expect(outcome.window[2]).toEqual([
      SLOT_STRIPS[2]?.[28],
      SLOT_STRIPS[2]?.[29],
      SLOT_STRIPS[2]?.[0],
    ]);
  });

  it('pays line wins in line bets and scatters in stakes', () => {
    // Reel 1 stop 13 shows seven/wild/scatter; find stops that put a scatter on every reel.
    const scatterStops = SLOT_STRIPS.map((strip) => strip.indexOf('scatter'));
    const outcome = evaluateWindow(scatterStops);
    expect(outcome.scatters).toBe(5);
    expect(outcome.scatterPays).toBe(50);
    const linePays = outcome.lineWins.reduce((sum, w) => sum + w.pays, 0);
    expect(slotWinMinor(outcome, 1000)).toBe(linePays * 100 + 50 * 1000);
  });

  it('finds the middle-line win of a known window', () => {
    const stops = SLOT_STRIPS.map((strip) => strip.indexOf('bell'));
    const window = slotWindow(stops);
    expect(window.map((reel) => reel[1])).toEqual(['bell', 'bell', 'bell', 'bell', 'bell']);
    const outcome = evaluateWindow(stops);
    expect(outcome.lineWins.find((w) => w.line === 0)).toEqual({
      line: 0,
      symbol: 'bell',
      count: 5,
      pays: 250,
    });
  });
});
