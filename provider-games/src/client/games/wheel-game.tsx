import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PlayResult } from '../../api-types';
import {
  WHEEL_SEGMENTS,
  WHEEL_SIZE,
  WHEEL_SPOTS,
  WHEEL_VALUES,
  type WheelBet,
  type WheelSpot,
} from '../../engine';
import { useGame } from '../context';
import { money } from '../format';
import type { TextKey } from '../i18n';
import { History } from '../ui/history';
import { RoundReturn } from '../ui/round-return';
import { stakeLadder } from '../ui/stake-selector';

/**
 * The money wheel: pick a chip, stake one or more values, spin. The server draws the segment
 * from the round's seeds (one wallet bet, one win); the wheel then turns to it. Keys: 1–7 stake
 * the spots in order, Backspace undoes, Enter spins.
 */
const SPIN_MS = 3600;
const SEGMENT_DEG = 360 / WHEEL_SIZE;
const SYMBOL: Partial<Record<WheelSpot, string>> = { star: '★', crescent: '☾' };

export function spotText(spot: WheelSpot): string {
  return SYMBOL[spot] ? `${SYMBOL[spot]}40` : spot;
}

function spotName(spot: WheelSpot, t: (key: TextKey) => string): string {
  return spot === 'star' || spot === 'crescent' ? `${t(spot)} 40` : spot;
}

function MoneyWheel({ segment, spin }: { segment: number | null; spin: number }) {
  const disc = useRef<SVGGElement>(null);
  const angle = useRef(0);
  useLayoutEffect(() => {
    const element = disc.current;
    if (segment === null || !element) return;
    const target = -segment * SEGMENT_DEG;
    const from = angle.current;
    const base = from - 4 * 360;
    const to = spin === 0 ? target : base - ((((base - target) % 360) + 360) % 360);
    angle.current = to;
    element.style.transform = `rotate(${to}deg)`;
    if (spin === 0 || typeof element.animate !== 'function') return;
    const animation = element.animate(
      [{ transform: `rotate(${from}deg)` }, { transform: `rotate(${to}deg)` }],
      { duration: SPIN_MS, easing: 'cubic-bezier(0.15, 0.7, 0.2, 1)' },
    );
    return () => animation.cancel();
  }, [segment, spin]);
  return (
    <svg className="money-wheel" viewBox="-110 -118 220 228" aria-hidden="true">
      <circle r="108" className="money-wheel__rim" />
      <g ref={disc} className="money-wheel__disc">
        {WHEEL_SEGMENTS.map((spot, i) => {
          const a0 = ((i - 0.5) * SEGMENT_DEG - 90) * (Math.PI / 180);
          const a1 = ((i + 0.5) * SEGMENT_DEG - 90) * (Math.PI / 180);
          const r = 100;
          const inner = 34;
          const d = `M ${inner * Math.cos(a0)} ${inner * Math.sin(a0)} L ${r * Math.cos(a0)} ${r * Math.sin(a0)} A ${r} ${r} 0 0 1 ${r * Math.cos(a1)} ${r * Math.sin(a1)} L ${inner * Math.cos(a1)} ${inner * Math.sin(a1)} Z`;
          const mid = (i * SEGMENT_DEG - 90) * (Math.PI / 180);
          const x = 82 * Math.cos(mid);
          const y = 82 * Math.sin(mid);
          return (
            <g key={i}>
              <path d={d} className={`money-wheel__segment money-wheel__segment--${spot}`} />
              <text
                x={x}
                y={y}
                // Radial labels: they read outward from the hub, one per narrow segment.
                transform={`rotate(${i * SEGMENT_DEG - 90} ${x} ${y})`}
                className="money-wheel__value"
              >
                {SYMBOL[spot] ?? spot}
              </text>
            </g>
          );
        })}
        <circle r="32" className="money-wheel__hub" />
      </g>
      <path d="M 0 -96 L -8 -116 L 8 -116 Z" className="money-wheel__marker" />
    </svg>
  );
}

export default function WheelGame() {
  const game = useGame();
  const { state, t } = game;
  const chips = stakeLadder(1, state.maxStakeMinor)
    .filter((v) => v >= 100)
    .slice(0, 6);
  const [chip, setChip] = useState(chips[Math.min(1, chips.length - 1)] ?? state.minStakeMinor);
  const [stakes, setStakes] = useState<Partial<Record<WheelSpot, number>>>({});
  const [placed, setPlaced] = useState<WheelSpot[]>([]);
  const [phase, setPhase] = useState<'betting' | 'spinning'>('betting');
  const [spin, setSpin] = useState(0);
  const last = state.history.find((r) => r.outcome.kind === 'wheel')?.outcome;
  const [segment, setSegment] = useState<number | null>(last?.kind === 'wheel' ? last.segment : 0);
  const [shown, setShown] = useState<PlayResult | null>(null);
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const bets: WheelBet[] = WHEEL_SPOTS.filter((spot) => (stakes[spot] ?? 0) > 0).map((spot) => ({
    spot,
    amount: stakes[spot] ?? 0,
  }));
  const total = bets.reduce((sum, bet) => sum + bet.amount, 0);
  const canSpin =
    phase === 'betting' && total >= state.minStakeMinor && total <= state.maxStakeMinor;

  const place = useCallback(
    (spot: WheelSpot) => {
      if (phase !== 'betting') return;
      if (total + chip > state.maxStakeMinor) {
        setMessage(`${t('stake')} ≤ ${money(state.maxStakeMinor)}`);
        return;
      }
      setMessage('');
      setShown(null);
      setStakes((s) => ({ ...s, [spot]: (s[spot] ?? 0) + chip }));
      setPlaced((p) => [...p, spot]);
    },
    [chip, phase, state.maxStakeMinor, t, total],
  );

  const undo = useCallback(() => {
    const spot = placed[placed.length - 1];
    if (phase !== 'betting' || spot === undefined) return;
    setPlaced((p) => p.slice(0, -1));
    setStakes((s) => ({ ...s, [spot]: Math.max(0, (s[spot] ?? 0) - chip) }));
  }, [chip, phase, placed]);

  const doSpin = useCallback(async () => {
    if (!canSpin) return;
    setPhase('spinning');
    setMessage('');
    setShown(null);
    game.setBusy(true);
    try {
      const result = await game.api.post<PlayResult>('wheel/spin', { bets });
      const outcome = result.round.outcome;
      if (outcome.kind !== 'wheel') throw new Error('not a wheel outcome');
      game.takeStake(total);
      setSegment(outcome.segment);
      setSpin((n) => n + 1);
      timer.current = setTimeout(() => {
        setShown(result);
        setPhase('betting');
        game.onResult(result);
        game.setBusy(false);
      }, SPIN_MS);
    } catch (error) {
      setMessage(game.onError(error));
      setPhase('betting');
      game.setBusy(false);
    }
  }, [bets, canSpin, game, total]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [role="dialog"]')) return;
      const index = Number(event.key) - 1;
      const spot = Number.isInteger(index) ? WHEEL_SPOTS[index] : undefined;
      if (spot) {
        event.preventDefault();
        place(spot);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        undo();
      } else if (event.key === 'Enter' && target?.tagName !== 'BUTTON') {
        event.preventDefault();
        void doSpin();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doSpin, place, undo]);

  const won =
    shown && shown.round.outcome.kind === 'wheel'
      ? WHEEL_SEGMENTS[shown.round.outcome.segment]
      : undefined;
  return (
    <main className="wheel-game">
      <div className="wheel-game__stage">
        <MoneyWheel segment={segment} spin={spin} />
        <div className="roulette__result" role="status" aria-live="polite">
          {won ? (
            <>
              <span className={`result-badge result-badge--wheel-${won}`}>
                {t('wheelResult', { spot: spotName(won, t) })}
              </span>
              {shown && <RoundReturn round={shown.round} />}
            </>
          ) : (
            <span className="result__none">
              {phase === 'spinning' ? t('spinning') : t('placeBets')}
            </span>
          )}
          {message && <span className="result__error">{message}</span>}
        </div>
      </div>

      <div className="wheel-game__spots" role="group" aria-label={t('placeBets')}>
        {WHEEL_SPOTS.map((spot, i) => (
          <button
            key={spot}
            type="button"
            className={`spot spot--wheel spot--wheel-${spot} ${won === spot ? 'spot--won' : ''}`}
            onClick={() => place(spot)}
            disabled={phase !== 'betting'}
            aria-keyshortcuts={String(i + 1)}
            aria-label={`${t('betOn', { bet: spotName(spot, t) })} ${WHEEL_VALUES[spot]}:1${
              (stakes[spot] ?? 0) > 0 ? `, ${money(stakes[spot] ?? 0)}` : ''
            }`}
          >
            <span className="spot__name">{spotText(spot)}</span>
            <span className="spot__pays">{WHEEL_VALUES[spot]}:1</span>
            <span className="spot__stake" data-testid={`stake-${spot}`}>
              {(stakes[spot] ?? 0) > 0 ? money(stakes[spot] ?? 0) : '\u00a0'}
            </span>
          </button>
        ))}
      </div>

      <div className="controls controls--roulette">
        <div className="chips" role="radiogroup" aria-label={t('chip')}>
          {chips.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={chip === value}
              className={`chip chip--${chips.indexOf(value)}`}
              onClick={() => setChip(value)}
            >
              {money(value).replace(/,00$/, '')}
            </button>
          ))}
        </div>
        <div className="roulette__actions">
          <button
            type="button"
            className="button"
            onClick={undo}
            disabled={phase !== 'betting' || placed.length === 0}
          >
            {t('undo')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setStakes({});
              setPlaced([]);
            }}
            disabled={phase !== 'betting' || placed.length === 0}
          >
            {t('clear')}
          </button>
        </div>
        <p className="roulette__hint">{`${t('totalBet')}: ${money(total)}`}</p>
        <button
          type="button"
          className="button button--primary button--spin"
          onClick={() => void doSpin()}
          disabled={!canSpin}
        >
          {phase === 'spinning' ? t('spinning') : t('spin')}
        </button>
      </div>
      <History kind="wheel" />
    </main>
  );
}
