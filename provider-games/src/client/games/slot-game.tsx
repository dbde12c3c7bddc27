import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PlayResult } from '../../api-types';
import {
  expandWilds,
  freeSpinWinMinor,
  slotBaseWinMinor,
  slotOf,
  slotWindow,
  type LineWin,
  type RoundOutcome,
  type SlotDefinition,
  type SlotSymbol,
  type Strips,
} from '../../engine';
import { useGame } from '../context';
import { money } from '../format';
import { GameStake } from '../ui/game-stake';
import { stakeLadder } from '../ui/stake-selector';
import { History } from '../ui/history';
import { cabinetStyle, symbolName, SymbolIcon, themeOf } from './slot-themes';

/**
 * Every slot of the provider, drawn from its data (engine/slots/*) and its art (slot-themes).
 * A spin asks the server (which decides the whole round — base spin and any free spins — from
 * the seeds), then the reels roll through their real strips and land one after another; the
 * last stops after 2.5 s, and the Spin button stays off until then (the server refuses a spin
 * sooner anyway — UKGC RTS 14). Free spins the round awarded play out one by one, each rolling
 * for the same 2.5 s or more, before the round's result. No autoplay, no turbo. Every control is
 * a button: Tab to Spin, then Space or Enter.
 */
export const SPIN_MS = 2600;
/** The pause on the free-spins banner before the first free spin rolls. */
const FREE_SPINS_INTRO_MS = 1200;
const FIRST_REEL_MS = 1400;
const ROLL_BY = 18;
const LINE_COLOURS = [
  '#ffd84d',
  '#4de1ff',
  '#ff6b9a',
  '#7dff7a',
  '#ff9f40',
  '#c08bff',
  '#40ffd0',
  '#ff5c5c',
  '#a0b4ff',
  '#fff07a',
];

type SlotOutcome = Extract<RoundOutcome, { kind: 'slot' }>;

/** What the reels show now: the base spin or free spin n (0-based). */
interface Showing {
  stops: number[];
  strips: Strips;
  /** Reels a wild filled (free spins with expanding wilds). */
  expanded: number[];
  lineWins: LineWin[];
  free: number | null;
  /** The reels have stopped (wins shown). */
  landed: boolean;
}

function reelDuration(reel: number, reels: number): number {
  return FIRST_REEL_MS + ((SPIN_MS - 100 - FIRST_REEL_MS) * reel) / (reels - 1);
}

/** One reel: the strip from stop-1 on; a spin slides the strip down onto the new window. */
function Reel({
  game,
  strips,
  reel,
  stop,
  spin,
  expanded,
  reelBackground,
}: {
  game: SlotDefinition;
  strips: Strips;
  reel: number;
  stop: number;
  spin: number;
  expanded: boolean;
  reelBackground: string;
}) {
  const strip = strips[reel] ?? [];
  const roll = ROLL_BY + reel * 4;
  const column = useRef<HTMLDivElement>(null);
  const symbols: SlotSymbol[] = Array.from({ length: roll + 3 }, (_, i) =>
    expanded && i < 3
      ? game.wild
      : (strip[(((stop - 1 + i) % strip.length) + strip.length) % strip.length] ?? game.scatter),
  );
  useLayoutEffect(() => {
    const element = column.current;
    if (spin === 0 || !element || typeof element.animate !== 'function') return;
    const cell = element.clientHeight / (roll + 3);
    const animation = element.animate(
      [{ transform: `translateY(${-roll * cell}px)` }, { transform: 'translateY(0)' }],
      {
        duration: reelDuration(reel, strips.length),
        easing: 'cubic-bezier(0.2, 0.6, 0.25, 1.06)',
        fill: 'both',
      },
    );
    return () => animation.cancel();
  }, [spin, reel, roll, strips.length]);
  return (
    <div className="reel" style={{ background: reelBackground }}>
      <div ref={column} className="reel__strip" data-rows={roll + 3}>
        {symbols.map((symbol, i) => (
          <div className="reel__cell" key={i} data-symbol={symbol}>
            <SymbolIcon game={game.code} symbol={symbol} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The winning paylines drawn over the window (cells 100 × 100 in the SVG's box). */
function Paylines({ game, wins }: { game: SlotDefinition; wins: LineWin[] }) {
  return (
    <svg className="paylines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
      {wins.map((win) => (
        <polyline
          key={win.line}
          points={(game.lines[win.line] ?? [])
            .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
            .join(' ')}
          stroke={LINE_COLOURS[win.line % LINE_COLOURS.length]}
        />
      ))}
    </svg>
  );
}

function initialStops(history: { outcome: RoundOutcome }[]): number[] {
  const last = history.find((r) => r.outcome.kind === 'slot')?.outcome;
  return last && last.kind === 'slot' ? last.stops : [2, 8, 14, 20, 26];
}

export default function SlotGame() {
  const game = useGame();
  const { state, t, language } = game;
  const slot = slotOf(state.game.code);
  const theme = themeOf(slot.code);
  const options = stakeLadder(state.minStakeMinor, state.maxStakeMinor, state.stakeStepMinor);
  const [stake, setStake] = useState(() => options.find((v) => v >= 1000) ?? options[0] ?? 0);
  const [showing, setShowing] = useState<Showing>(() => ({
    stops: initialStops(state.history),
    strips: slot.strips,
    expanded: [],
    lineWins: [],
    free: null,
    landed: true,
  }));
  const [spin, setSpin] = useState(0);
  const [phase, setPhase] = useState<'idle' | 'asking' | 'rolling' | 'free'>('idle');
  const [shown, setShown] = useState<PlayResult | null>(null);
  const [round, setRound] = useState<{ outcome: SlotOutcome; stakeMinor: number } | null>(null);
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (ms: number) =>
    new Promise<void>((resolve) => {
      timer.current = setTimeout(resolve, ms);
    });

  const doSpin = useCallback(async () => {
    if (phase !== 'idle') return;
    setPhase('asking');
    setShown(null);
    setRound(null);
    setMessage('');
    game.setBusy(true);
    try {
      const result = await game.api.post<PlayResult>('slot/spin', { stakeMinor: stake });
      const outcome = result.round.outcome;
      if (outcome.kind !== 'slot') throw new Error('not a slot outcome');
      game.takeStake(stake);
      setShowing({
        stops: outcome.stops,
        strips: slot.strips,
        expanded: [],
        lineWins: [],
        free: null,
        landed: false,
      });
      setSpin((n) => n + 1);
      setPhase('rolling');
      await later(SPIN_MS);
      setRound({ outcome, stakeMinor: stake });
      setShowing((now) => ({ ...now, lineWins: outcome.lineWins, landed: true }));
      const freeSpins = outcome.freeSpins ?? [];
      if (freeSpins.length > 0) {
        // Free spins: one game cycle, played out spin by spin at the base spin's pace.
        setPhase('free');
        await later(FREE_SPINS_INTRO_MS);
        for (const [n, free] of freeSpins.entries()) {
          setShowing({
            stops: free.stops,
            strips: slot.freeSpins?.strips ?? slot.strips,
            expanded: [],
            lineWins: [],
            free: n,
            landed: false,
          });
          setSpin((count) => count + 1);
          await later(SPIN_MS);
          setShowing((now) => ({
            ...now,
            expanded: free.expanded,
            lineWins: free.lineWins,
            landed: true,
          }));
          await later(n === freeSpins.length - 1 ? 400 : 900);
        }
      }
      setPhase('idle');
      setShown(result);
      game.onResult(result);
      game.setBusy(false);
    } catch (error) {
      setMessage(game.onError(error));
      setPhase('idle');
      game.setBusy(false);
    }
  }, [game, phase, stake, slot]);

  const outcome = round?.outcome ?? null;
  const stakeMinor = round?.stakeMinor ?? stake;
  const freeSpins = outcome?.freeSpins ?? [];
  const freeSoFar = freeSpins
    .slice(0, showing.free === null ? 0 : showing.free + (showing.landed ? 1 : 0))
    .reduce((sum, spin) => sum + freeSpinWinMinor(spin, stakeMinor), 0);
  const totalWin = shown?.round.winMinor ?? 0;
  // UKGC RTS 7: a return that does not beat the stake is not celebrated as a win.
  const realWin = shown !== null && totalWin > shown.round.stakeMinor;
  const winning = new Set(
    showing.lineWins.flatMap((w) =>
      (slot.lines[w.line] ?? []).slice(0, w.count).map((row, reel) => `${reel}:${row}`),
    ),
  );
  const window = slotWindow(showing.stops, showing.strips);
  const visible = showing.expanded.length ? expandWilds(window, slot.wild).shown : window;
  const celebrate = showing.free !== null || realWin || (outcome !== null && shown === null);

  return (
    <main className="slot" data-game={slot.code}>
      <div className="slot__cabinet" style={cabinetStyle(theme)}>
        <div
          className="slot__window"
          style={{ background: theme.window }}
          role="img"
          aria-label={visible
            .map((reel) => reel.map((s) => symbolName(slot.code, s, language)).join(', '))
            .join(' | ')}
        >
          {showing.stops.map((stop, reel) => (
            <Reel
              key={reel}
              game={slot}
              strips={showing.strips}
              reel={reel}
              stop={stop}
              spin={spin}
              expanded={showing.expanded.includes(reel)}
              reelBackground={theme.reel}
            />
          ))}
          <div className="slot__marks" aria-hidden="true">
            {[0, 1, 2, 3, 4].flatMap((reel) =>
              [0, 1, 2].map((row) => (
                <span
                  key={`${reel}:${row}`}
                  className={
                    celebrate && winning.has(`${reel}:${row}`)
                      ? 'slot__mark slot__mark--win'
                      : 'slot__mark'
                  }
                />
              )),
            )}
          </div>
          {showing.lineWins.length > 0 && <Paylines game={slot} wins={showing.lineWins} />}
        </div>
      </div>

      <div className="result" aria-live="polite" role="status">
        {message ? (
          <span className="result__error">{message}</span>
        ) : shown ? (
          realWin ? (
            <span className="result__win">
              {t('youWon')} {money(totalWin)}
              {outcome && <WinDetails game={slot} outcome={outcome} stakeMinor={stakeMinor} />}
            </span>
          ) : totalWin > 0 ? (
            <span className="result__none">
              {t('returned', { amount: money(totalWin), stake: money(shown.round.stakeMinor) })}
            </span>
          ) : (
            <span className="result__none">{t('noWin')}</span>
          )
        ) : phase === 'free' ? (
          <span className="result__win">
            {showing.free === null
              ? t('freeSpinsAwarded', { count: freeSpins.length })
              : t('freeSpin', { n: showing.free + 1, count: freeSpins.length })}
            {outcome && (
              <ul className="result__lines">
                <li>
                  {money(slotBaseWinMinor(outcome, stakeMinor))} ·{' '}
                  {t('freeSpinsSoFar', { amount: money(freeSoFar) })}
                </li>
              </ul>
            )}
          </span>
        ) : phase === 'rolling' || phase === 'asking' ? (
          <span className="result__none">{t('spinning')}</span>
        ) : (
          <span className="result__none">{t('lines')}</span>
        )}
        {shown?.pending && <span className="result__pending">{t('pendingWin')}</span>}
      </div>

      <div className="controls">
        <GameStake
          value={stake}
          options={options}
          onChange={setStake}
          disabled={phase !== 'idle'}
        />
        <button
          type="button"
          className="button button--primary button--spin"
          onClick={() => void doSpin()}
          disabled={phase !== 'idle'}
        >
          {phase === 'idle' ? t('spin') : t('spinning')}
        </button>
      </div>
      <History kind="slot" />
    </main>
  );
}

function WinDetails({
  game,
  outcome,
  stakeMinor,
}: {
  game: SlotDefinition;
  outcome: SlotOutcome;
  stakeMinor: number;
}) {
  const { t, language } = useGame();
  const freeSpins = outcome.freeSpins ?? [];
  return (
    <ul className="result__lines">
      {outcome.lineWins.map((w) => (
        <li key={w.line}>
          {t('lineWin', {
            line: w.line + 1,
            count: w.count,
            symbol: symbolName(game.code, w.symbol, language),
          })}
        </li>
      ))}
      {outcome.scatterPays > 0 && <li>{t('scatterWin', { count: outcome.scatters })}</li>}
      {freeSpins.length > 0 && (
        <li>
          {t('freeSpinsSoFar', {
            amount: money(freeSpins.reduce((s, spin) => s + freeSpinWinMinor(spin, stakeMinor), 0)),
          })}
        </li>
      )}
    </ul>
  );
}
