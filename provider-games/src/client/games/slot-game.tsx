import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PlayResult } from '../../api-types';
import {
  SLOT_LINES,
  SLOT_STRIPS,
  slotWindow,
  type LineWin,
  type RoundOutcome,
  type SlotSymbol,
} from '../../engine';
import { useGame } from '../context';
import { money } from '../format';
import { GameStake } from '../ui/game-stake';
import { stakeLadder } from '../ui/stake-selector';
import { History } from '../ui/history';
import { SYMBOL_NAMES, SymbolIcon } from './slot-symbols';

/**
 * Lucky Fruits. A spin asks the server (which decides the stops from the seeds), then the reels
 * roll through their real strips and land one after another; the last stops after 2.5 s, and the
 * Spin button stays off until then (the server refuses a spin sooner anyway — UKGC RTS 14).
 * No autoplay. Every control is a button: Tab to Spin, then Space or Enter.
 */
export const SPIN_MS = 2600;
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

function reelDuration(reel: number): number {
  return FIRST_REEL_MS + ((SPIN_MS - 100 - FIRST_REEL_MS) * reel) / (SLOT_STRIPS.length - 1);
}

/** One reel: the strip from stop-1 on; a spin slides the strip down onto the new window. */
function Reel({ reel, stop, spin }: { reel: number; stop: number; spin: number }) {
  const strip = SLOT_STRIPS[reel] ?? [];
  const roll = ROLL_BY + reel * 4;
  const column = useRef<HTMLDivElement>(null);
  const symbols: SlotSymbol[] = Array.from(
    { length: roll + 3 },
    (_, i) => strip[(((stop - 1 + i) % strip.length) + strip.length) % strip.length] ?? 'cherry',
  );
  useLayoutEffect(() => {
    const element = column.current;
    if (spin === 0 || !element || typeof element.animate !== 'function') return;
    const cell = element.clientHeight / (roll + 3);
    const animation = element.animate(
      [{ transform: `translateY(${-roll * cell}px)` }, { transform: 'translateY(0)' }],
      { duration: reelDuration(reel), easing: 'cubic-bezier(0.2, 0.6, 0.25, 1.06)', fill: 'both' },
    );
    return () => animation.cancel();
  }, [spin, reel, roll]);
  return (
    <div className="reel">
      <div ref={column} className="reel__strip" data-rows={roll + 3}>
        {symbols.map((symbol, i) => (
          <div className="reel__cell" key={i} data-symbol={symbol}>
            <SymbolIcon symbol={symbol} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The winning paylines drawn over the window (cells 100 × 100 in the SVG's box). */
function Paylines({ wins }: { wins: LineWin[] }) {
  return (
    <svg className="paylines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
      {wins.map((win) => (
        <polyline
          key={win.line}
          points={(SLOT_LINES[win.line] ?? [])
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
  const options = stakeLadder(state.minStakeMinor, state.maxStakeMinor, state.stakeStepMinor);
  const [stake, setStake] = useState(() => options.find((v) => v >= 1000) ?? options[0] ?? 0);
  const [stops, setStops] = useState(() => initialStops(state.history));
  const [spin, setSpin] = useState(0);
  const [phase, setPhase] = useState<'idle' | 'asking' | 'rolling'>('idle');
  const [shown, setShown] = useState<PlayResult | null>(null);
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const doSpin = useCallback(async () => {
    if (phase !== 'idle') return;
    setPhase('asking');
    setShown(null);
    setMessage('');
    game.setBusy(true);
    try {
      const result = await game.api.post<PlayResult>('slot/spin', { stakeMinor: stake });
      const outcome = result.round.outcome;
      if (outcome.kind !== 'slot') throw new Error('not a slot outcome');
      game.takeStake(stake);
      setStops(outcome.stops);
      setSpin((n) => n + 1);
      setPhase('rolling');
      timer.current = setTimeout(() => {
        setPhase('idle');
        setShown(result);
        game.onResult(result);
        game.setBusy(false);
      }, SPIN_MS);
    } catch (error) {
      setMessage(game.onError(error));
      setPhase('idle');
      game.setBusy(false);
    }
  }, [game, phase, stake]);

  const outcome: SlotOutcome | null =
    shown && shown.round.outcome.kind === 'slot' ? shown.round.outcome : null;
  const winning = new Set(
    (outcome?.lineWins ?? []).flatMap((w) =>
      (SLOT_LINES[w.line] ?? []).slice(0, w.count).map((row, reel) => `${reel}:${row}`),
    ),
  );
  const visible = slotWindow(stops);

  return (
    <main className="slot">
      <div className="slot__cabinet">
        <div
          className="slot__window"
          role="img"
          aria-label={visible
            .map((reel) => reel.map((s) => SYMBOL_NAMES[s][language]).join(', '))
            .join(' | ')}
        >
          {stops.map((stop, reel) => (
            <Reel key={reel} reel={reel} stop={stop} spin={spin} />
          ))}
          <div className="slot__marks" aria-hidden="true">
            {[0, 1, 2, 3, 4].flatMap((reel) =>
              [0, 1, 2].map((row) => (
                <span
                  key={`${reel}:${row}`}
                  className={
                    winning.has(`${reel}:${row}`) ? 'slot__mark slot__mark--win' : 'slot__mark'
                  }
                />
              )),
            )}
          </div>
          {outcome && <Paylines wins={outcome.lineWins} />}
        </div>
      </div>

      <div className="result" aria-live="polite" role="status">
        {message ? (
          <span className="result__error">{message}</span>
        ) : shown ? (
          shown.round.winMinor > 0 ? (
            <span className="result__win">
              {t('youWon')} {money(shown.round.winMinor)}
              {outcome && <WinDetails outcome={outcome} />}
            </span>
          ) : (
            <span className="result__none">{t('noWin')}</span>
          )
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

function WinDetails({ outcome }: { outcome: SlotOutcome }) {
  const { t, language } = useGame();
  return (
    <ul className="result__lines">
      {outcome.lineWins.map((w) => (
        <li key={w.line}>
          {t('lineWin', {
            line: w.line + 1,
            count: w.count,
            symbol: SYMBOL_NAMES[w.symbol][language],
          })}
        </li>
      ))}
      {outcome.scatterPays > 0 && <li>{t('scatterWin', { count: outcome.scatters })}</li>}
    </ul>
  );
}
