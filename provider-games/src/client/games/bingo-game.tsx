import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayResult } from '../../api-types';
import { BINGO_MAX_CARDS, bingoRules, judgeCard, type BingoVariant } from '../../engine';
import { useGame } from '../context';
import { money, multiplier } from '../format';
import { History } from '../ui/history';
import { PATTERN_TEXT } from './bingo-rules';
import { StakeSelector, stakeLadder } from '../ui/stake-selector';

/**
 * Bingo against the house: choose 1–4 cards and a stake per card, Play. The server makes the
 * cards and the draw from the round's seeds (one wallet bet, one win); the balls then come out
 * one by one (at least 2.5 s a round) and the cards mark them. Keys: 1–4 cards, ←/→ stake,
 * Enter plays. No autoplay: each round starts from a press.
 */
const BALL_MS = 70;
const MIN_DRAW_MS = 2500;

function Card({
  variant,
  cells,
  marked,
  index,
  prize,
}: {
  variant: BingoVariant;
  cells: number[] | null;
  marked: ReadonlySet<number>;
  index: number;
  prize: string | null;
}) {
  const { t } = useGame();
  const columns = variant === 75 ? 5 : 9;
  const size = variant === 75 ? 25 : 27;
  return (
    <figure
      className={`bingo-card bingo-card--${variant} ${prize ? 'bingo-card--won' : ''}`}
      data-testid={`bingo-card-${index + 1}`}
    >
      <figcaption className="bingo-card__title">
        {t('bingoCard', { n: index + 1 })}
        {prize && <span className="bingo-card__prize">{prize}</span>}
      </figcaption>
      {variant === 75 && (
        <div className="bingo-card__head" aria-hidden="true">
          {['B', 'I', 'N', 'G', 'O'].map((l) => (
            <span key={l}>{l}</span>
          ))}
        </div>
      )}
      <div className="bingo-card__grid" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
        {Array.from({ length: size }, (_, i) => {
          const n = cells?.[i] ?? null;
          const free = variant === 75 && i === 12;
          const on = free || (n !== null && n > 0 && marked.has(n));
          return (
            <span
              key={i}
              className={`bingo-cell ${n === 0 && !free ? 'bingo-cell--blank' : ''} ${
                on ? 'bingo-cell--on' : ''
              }`}
            >
              {free ? '★' : n ? n : ''}
            </span>
          );
        })}
      </div>
    </figure>
  );
}

export default function BingoGame() {
  const game = useGame();
  const { state, t, language } = game;
  const variant: BingoVariant = state.game.code === 'oyna-bingo-90' ? 90 : 75;
  const rules = bingoRules(variant);
  const [cards, setCards] = useState(1);
  const options = stakeLadder(1, Math.floor(state.maxStakeMinor / cards)).filter(
    (v) => v * cards >= state.minStakeMinor,
  );
  const [stake, setStake] = useState(() => options.find((v) => v >= 100) ?? options[0] ?? 100);
  const [phase, setPhase] = useState<'buying' | 'drawing'>('buying');
  const [result, setResult] = useState<PlayResult | null>(null);
  const [drawn, setDrawn] = useState(0);
  const [shown, setShown] = useState(false);
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);

  const total = cards * stake;
  const canPlay =
    phase === 'buying' && total >= state.minStakeMinor && total <= state.maxStakeMinor;
  const outcome = result?.round.outcome.kind === 'bingo' ? result.round.outcome : null;
  const played = result?.round.wager.kind === 'bingo' ? result.round.wager.cards : cards;
  const balls = outcome ? outcome.balls.slice(0, drawn) : [];
  const marked = new Set(balls);

  const chooseCards = useCallback(
    (n: number) => {
      if (phase !== 'buying' || n < 1 || n > BINGO_MAX_CARDS) return;
      setCards(n);
      setResult(null);
      setShown(false);
      // Keep the total inside the session's limits.
      const most = Math.floor(state.maxStakeMinor / n);
      if (stake > most)
        setStake(
          stakeLadder(1, most)
            .filter((v) => v <= most)
            .at(-1) ?? most,
        );
    },
    [phase, stake, state.maxStakeMinor],
  );

  const stepStake = useCallback(
    (by: number) => {
      if (phase !== 'buying') return;
      const next = options[options.indexOf(stake) + by];
      if (next !== undefined) setStake(next);
    },
    [options, phase, stake],
  );

  const play = useCallback(async () => {
    if (!canPlay) return;
    setPhase('drawing');
    setMessage('');
    setShown(false);
    setDrawn(0);
    game.setBusy(true);
    try {
      const played = await game.api.post<PlayResult>('bingo/play', {
        cards,
        stakePerCardMinor: stake,
      });
      if (played.round.outcome.kind !== 'bingo') throw new Error('not a bingo outcome');
      const count = played.round.outcome.balls.length;
      game.takeStake(total);
      setResult(played);
      const step = Math.max(BALL_MS, Math.ceil(MIN_DRAW_MS / count));
      let n = 0;
      timer.current = setInterval(() => {
        n += 1;
        setDrawn(n);
        if (n >= count) {
          clearInterval(timer.current);
          setShown(true);
          setPhase('buying');
          game.onResult(played);
          game.setBusy(false);
        }
      }, step);
    } catch (error) {
      setMessage(game.onError(error));
      setPhase('buying');
      game.setBusy(false);
    }
  }, [canPlay, cards, game, stake, total]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [role="dialog"]')) return;
      const n = Number(event.key);
      if (Number.isInteger(n) && n >= 1 && n <= BINGO_MAX_CARDS) {
        event.preventDefault();
        chooseCards(n);
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        stepStake(event.key === 'ArrowLeft' ? -1 : 1);
      } else if (event.key === 'Enter' && target?.tagName !== 'BUTTON') {
        event.preventDefault();
        void play();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [chooseCards, play, stepStake]);

  const prizeOf = (index: number): string | null => {
    if (!outcome || !shown) return null;
    const card = outcome.cards[index];
    if (!card) return null;
    const judged = judgeCard(card, outcome.balls, rules);
    const prize = judged.prize === null ? undefined : rules.prizes[judged.prize];
    return prize
      ? `${t(PATTERN_TEXT[prize.pattern])} ${multiplier(prize.multiplierX100, language)}`
      : null;
  };
  const last = balls.at(-1);
  return (
    <main className={`bingo-game bingo-game--${variant}`}>
      <div className="bingo-draw" role="status" aria-live="polite" data-testid="bingo-status">
        <span className="bingo-ball bingo-ball--current" aria-label={t('bingoLastBall')}>
          {last ?? '·'}
        </span>
        <span className="bingo-draw__count">{t('bingoBalls', { n: drawn, of: rules.draw })}</span>
        <span className="bingo-draw__result">
          {shown && result ? (
            <span className={result.round.winMinor > 0 ? 'result__win' : 'result__none'}>
              {result.round.winMinor > 0
                ? `${t('youWon')} ${money(result.round.winMinor)}`
                : t('noWin')}
            </span>
          ) : (
            <span className="result__none">
              {phase === 'drawing' ? t('bingoDrawing') : t('bingoBuyHint')}
            </span>
          )}
          {message && <span className="result__error">{message}</span>}
        </span>
      </div>
      <ol className="bingo-draw__balls" aria-label={t('bingoDrawn')}>
        {balls.map((b) => (
          <li key={b} className="bingo-ball">
            {b}
          </li>
        ))}
      </ol>

      <div className={`bingo-cards bingo-cards--${played}`}>
        {Array.from({ length: played }, (_, i) => (
          <Card
            key={i}
            variant={variant}
            index={i}
            cells={outcome?.cards[i] ?? null}
            marked={marked}
            prize={prizeOf(i)}
          />
        ))}
      </div>

      <div className="controls controls--bingo">
        <div className="bingo-count" role="radiogroup" aria-label={t('bingoCards')}>
          <span className="stake__label">{t('bingoCards')}</span>
          {Array.from({ length: BINGO_MAX_CARDS }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={cards === n}
              aria-keyshortcuts={String(n)}
              className="bingo-count__option"
              disabled={phase !== 'buying'}
              onClick={() => chooseCards(n)}
            >
              {n}
            </button>
          ))}
        </div>
        <StakeSelector
          value={stake}
          options={options}
          onChange={setStake}
          disabled={phase !== 'buying'}
          label={t('bingoStakePerCard')}
          lowerLabel={t('lower')}
          raiseLabel={t('raise')}
        />
        <p className="roulette__hint">{`${t('totalBet')}: ${money(total)}`}</p>
        <button
          type="button"
          className="button button--primary button--spin"
          onClick={() => void play()}
          disabled={!canPlay}
        >
          {phase === 'drawing' ? t('bingoDrawing') : t('bingoPlay')}
        </button>
      </div>
      <History kind="bingo" />
    </main>
  );
}
