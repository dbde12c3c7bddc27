import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PlayResult } from '../../api-types';
import { isSplit, POCKET_TABLE, WHEEL_ORDER, type RouletteBet } from '../../engine';
import { useGame } from '../context';
import { money } from '../format';
import { History } from '../ui/history';
import { stakeLadder } from '../ui/stake-selector';
import { betKeys, RouletteBoard, type BoardTarget } from './roulette-board';

/**
 * European roulette: pick a chip, place bets on the board (a tap places one chip; "Split" then two
 * neighbouring numbers places a split), spin. The server draws the pocket from the seeds; the
 * wheel then turns to it.
 */
const SPIN_MS = 3200;
const POCKET_DEG = 360 / WHEEL_ORDER.length;
const MAX_BETS = 60;

function useWide(): boolean {
  const query = '(min-width: 760px)';
  const [wide, setWide] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const change = () => setWide(list.matches);
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, []);
  return wide;
}

function Wheel({ pocket, spin }: { pocket: number | null; spin: number }) {
  const disc = useRef<SVGGElement>(null);
  const angle = useRef(0);
  useLayoutEffect(() => {
    const element = disc.current;
    if (pocket === null || !element) return;
    // Turn so that the pocket ends under the marker at the top, after five full turns.
    const target = -WHEEL_ORDER.indexOf(pocket) * POCKET_DEG;
    const from = angle.current;
    const base = from - 5 * 360;
    const to = spin === 0 ? target : base - ((((base - target) % 360) + 360) % 360);
    angle.current = to;
    element.style.transform = `rotate(${to}deg)`;
    if (spin === 0 || typeof element.animate !== 'function') return;
    const animation = element.animate(
      [{ transform: `rotate(${from}deg)` }, { transform: `rotate(${to}deg)` }],
      { duration: SPIN_MS, easing: 'cubic-bezier(0.15, 0.7, 0.2, 1)' },
    );
    return () => animation.cancel();
  }, [pocket, spin]);
  return (
    <svg className="wheel" viewBox="-110 -110 220 220" aria-hidden="true">
      <circle r="108" className="wheel__rim" />
      <g ref={disc} className="wheel__disc">
        {WHEEL_ORDER.map((n, i) => {
          const a0 = ((i - 0.5) * POCKET_DEG - 90) * (Math.PI / 180);
          const a1 = ((i + 0.5) * POCKET_DEG - 90) * (Math.PI / 180);
          const r = 98;
          const inner = 62;
          const d = `M ${inner * Math.cos(a0)} ${inner * Math.sin(a0)} L ${r * Math.cos(a0)} ${r * Math.sin(a0)} A ${r} ${r} 0 0 1 ${r * Math.cos(a1)} ${r * Math.sin(a1)} L ${inner * Math.cos(a1)} ${inner * Math.sin(a1)} A ${inner} ${inner} 0 0 0 ${inner * Math.cos(a0)} ${inner * Math.sin(a0)} Z`;
          const mid = (i * POCKET_DEG - 90) * (Math.PI / 180);
          return (
            <g key={n}>
              <path d={d} className={`wheel__pocket wheel__pocket--${POCKET_TABLE[n]?.color}`} />
              <text
                x={86 * Math.cos(mid)}
                y={86 * Math.sin(mid)}
                transform={`rotate(${i * POCKET_DEG} ${86 * Math.cos(mid)} ${86 * Math.sin(mid)})`}
                className="wheel__number"
              >
                {n}
              </text>
            </g>
          );
        })}
        <circle r="60" className="wheel__hub" />
        <circle r="14" className="wheel__cap" />
      </g>
      <path d="M 0 -104 L -7 -118 L 7 -118 Z" className="wheel__marker" />
    </svg>
  );
}

function sameTarget(a: RouletteBet, b: RouletteBet): boolean {
  return betKeys(a).sort().join() === betKeys(b).sort().join() && a.type === b.type;
}

export default function RouletteGame() {
  const game = useGame();
  const { state, t } = game;
  const wide = useWide();
  const chips = stakeLadder(1, state.maxStakeMinor)
    .filter((v) => v >= 100)
    .slice(0, 6);
  const [chip, setChip] = useState(chips[Math.min(1, chips.length - 1)] ?? state.minStakeMinor);
  const [bets, setBets] = useState<RouletteBet[]>([]);
  const [splitMode, setSplitMode] = useState(false);
  const [splitFirst, setSplitFirst] = useState<number | null>(null);
  const [phase, setPhase] = useState<'betting' | 'spinning'>('betting');
  const [spin, setSpin] = useState(0);
  const last = state.history.find((r) => r.outcome.kind === 'roulette')?.outcome;
  const [pocket, setPocket] = useState<number | null>(last?.kind === 'roulette' ? last.pocket : 0);
  const [shown, setShown] = useState<PlayResult | null>(null);
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const total = bets.reduce((sum, bet) => sum + bet.amount, 0);
  const stakes = new Map<string, number>();
  for (const bet of bets) {
    const keys = betKeys(bet);
    for (const key of keys) stakes.set(key, (stakes.get(key) ?? 0) + bet.amount / keys.length);
  }

  const place = (bet: RouletteBet) => {
    if (total + bet.amount > state.maxStakeMinor) {
      setMessage(t('stake') + ' ≤ ' + money(state.maxStakeMinor));
      return;
    }
    setMessage('');
    setShown(null);
    setBets((current) => {
      const same = current.findIndex((b) => sameTarget(b, bet));
      if (same < 0) return current.length >= MAX_BETS ? current : [...current, bet];
      return current.map((b, i) => (i === same ? { ...b, amount: b.amount + bet.amount } : b));
    });
  };

  const onPick = (target: BoardTarget) => {
    if (splitMode && target.type === 'number') {
      if (splitFirst === null) return setSplitFirst(target.number);
      if (splitFirst === target.number) return setSplitFirst(null);
      if (!isSplit(splitFirst, target.number)) return setSplitFirst(target.number);
      const numbers: [number, number] = [
        Math.min(splitFirst, target.number),
        Math.max(splitFirst, target.number),
      ];
      place({ type: 'split', numbers, amount: chip });
      setSplitFirst(null);
      return;
    }
    switch (target.type) {
      case 'number':
        return place({ type: 'straight', number: target.number, amount: chip });
      case 'dozen':
        return place({ type: 'dozen', dozen: target.dozen, amount: chip });
      case 'column':
        return place({ type: 'column', column: target.column, amount: chip });
      default:
        return place({ type: target.type, amount: chip });
    }
  };

  const doSpin = useCallback(async () => {
    if (phase !== 'betting' || bets.length === 0) return;
    setPhase('spinning');
    setMessage('');
    setShown(null);
    game.setBusy(true);
    try {
      const result = await game.api.post<PlayResult>('roulette/spin', { bets });
      const outcome = result.round.outcome;
      if (outcome.kind !== 'roulette') throw new Error('not a roulette outcome');
      game.takeStake(total);
      setPocket(outcome.pocket);
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
  }, [bets, game, phase, total]);

  const winning =
    shown && shown.round.outcome.kind === 'roulette' ? shown.round.outcome.pocket : null;
  // Mega Roulette: the spin's mega numbers, shown once the wheel has stopped.
  const mega = shown && shown.round.outcome.kind === 'roulette' ? shown.round.outcome.mega : null;
  const canSpin =
    phase === 'betting' && total >= state.minStakeMinor && total <= state.maxStakeMinor;
  return (
    <main className={`roulette ${wide ? 'roulette--wide' : ''}`}>
      <div className="roulette__stage">
        <Wheel pocket={pocket} spin={spin} />
        <div className="roulette__result" aria-live="polite" role="status">
          {winning !== null ? (
            <>
              <span className="roulette__label">{t('winningNumber')}</span>
              <span className={`pocket-badge pocket-badge--${POCKET_TABLE[winning]?.color}`}>
                {winning}
              </span>
              <span className={shown && shown.round.winMinor > 0 ? 'result__win' : 'result__none'}>
                {shown && shown.round.winMinor > 0
                  ? `${t('youWon')} ${money(shown.round.winMinor)}`
                  : t('noWin')}
              </span>
            </>
          ) : (
            <span className="result__none">
              {phase === 'spinning' ? t('spinning') : t('placeBets')}
            </span>
          )}
          {mega && mega.length > 0 && (
            <span className="mega-numbers" data-testid="mega-numbers">
              <span className="roulette__label">{t('megaNumbers')}</span>
              {mega.map((m) => (
                <span key={m.number} className="mega-numbers__item">
                  {m.number} · {m.multiplier}×
                </span>
              ))}
            </span>
          )}
          {message && <span className="result__error">{message}</span>}
        </div>
      </div>

      <RouletteBoard
        wide={wide}
        stakes={stakes}
        winning={winning}
        splitFirst={splitFirst}
        disabled={phase !== 'betting'}
        onPick={onPick}
      />

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
            className={`button ${splitMode ? 'button--active' : ''}`}
            aria-pressed={splitMode}
            onClick={() => {
              setSplitMode((on) => !on);
              setSplitFirst(null);
            }}
            disabled={phase !== 'betting'}
          >
            {t('splitMode')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => setBets((b) => b.slice(0, -1))}
            disabled={phase !== 'betting' || bets.length === 0}
          >
            {t('undo')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => setBets([])}
            disabled={phase !== 'betting' || bets.length === 0}
          >
            {t('clear')}
          </button>
        </div>
        <p className="roulette__hint" aria-live="polite">
          {splitMode
            ? splitFirst === null
              ? t('splitHint')
              : t('splitPick', { number: splitFirst })
            : `${t('totalBet')}: ${money(total)}`}
        </p>
        <button
          type="button"
          className="button button--primary button--spin"
          onClick={() => void doSpin()}
          disabled={!canSpin}
        >
          {phase === 'spinning' ? t('spinning') : t('spin')}
        </button>
      </div>
      <History kind="roulette" />
    </main>
  );
}
