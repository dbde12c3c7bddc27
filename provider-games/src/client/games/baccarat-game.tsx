import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayResult } from '../../api-types';
import {
  baccaratWinner,
  cardLabel,
  cardSuitColor,
  handTotal,
  type BaccaratBets,
  type BaccaratSpot,
} from '../../engine';
import { useGame } from '../context';
import { money } from '../format';
import { History } from '../ui/history';
import { RoundReturn } from '../ui/round-return';
import { stakeLadder } from '../ui/stake-selector';

/**
 * Punto banco: pick a chip, stake player, tie and/or banker, deal. The server deals the coup from
 * the round's seeds (one wallet bet for all the spots, one win); the cards are then turned in the
 * order dealt. Keys: P, T, B place a chip, Backspace undoes, Enter deals.
 */
const CARD_MS = 420;
const EMPTY: BaccaratBets = { player: 0, banker: 0, tie: 0 };
const PAYS: Record<BaccaratSpot, string> = { player: '1:1', tie: '8:1', banker: '0.95:1' };
const KEYS: Record<string, BaccaratSpot> = { p: 'player', t: 'tie', b: 'banker' };
const SPOT_ORDER: readonly BaccaratSpot[] = ['player', 'tie', 'banker'];

/** The order cards are turned: P1 B1 P2 B2, then the player's third, then the banker's. */
function dealOrder(hands: { player: number[]; banker: number[] }): ('player' | 'banker')[] {
  const order: ('player' | 'banker')[] = ['player', 'banker', 'player', 'banker'];
  if (hands.player.length > 2) order.push('player');
  if (hands.banker.length > 2) order.push('banker');
  return order;
}

function Card({ card }: { card: number | null }) {
  if (card === null) return <span className="card card--back" aria-hidden="true" />;
  return (
    <span className={`card card--${cardSuitColor(card)}`} role="img" aria-label={cardLabel(card)}>
      {cardLabel(card)}
    </span>
  );
}

export default function BaccaratGame() {
  const game = useGame();
  const { state, t } = game;
  const chips = stakeLadder(1, state.maxStakeMinor)
    .filter((v) => v >= 100)
    .slice(0, 6);
  const [chip, setChip] = useState(chips[Math.min(1, chips.length - 1)] ?? state.minStakeMinor);
  const [bets, setBets] = useState<BaccaratBets>(EMPTY);
  const [placed, setPlaced] = useState<BaccaratSpot[]>([]);
  const [phase, setPhase] = useState<'betting' | 'dealing'>('betting');
  const last = state.history.find((r) => r.outcome.kind === 'baccarat')?.outcome;
  const [hands, setHands] = useState<{ player: number[]; banker: number[] } | null>(
    last?.kind === 'baccarat' ? { player: last.player, banker: last.banker } : null,
  );
  const [turned, setTurned] = useState(last ? 6 : 0);
  const [shown, setShown] = useState<PlayResult | null>(null);
  const [message, setMessage] = useState('');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const total = bets.player + bets.banker + bets.tie;

  const place = useCallback(
    (spot: BaccaratSpot) => {
      if (phase !== 'betting') return;
      if (total + chip > state.maxStakeMinor) {
        setMessage(`${t('stake')} ≤ ${money(state.maxStakeMinor)}`);
        return;
      }
      setMessage('');
      setShown(null);
      setBets((b) => ({ ...b, [spot]: b[spot] + chip }));
      setPlaced((p) => [...p, spot]);
    },
    [chip, phase, state.maxStakeMinor, t, total],
  );

  const undo = useCallback(() => {
    const spot = placed[placed.length - 1];
    if (phase !== 'betting' || spot === undefined) return;
    setPlaced((p) => p.slice(0, -1));
    setBets((b) => ({ ...b, [spot]: Math.max(0, b[spot] - chip) }));
  }, [chip, phase, placed]);

  const canDeal =
    phase === 'betting' && total >= state.minStakeMinor && total <= state.maxStakeMinor;

  const deal = useCallback(async () => {
    if (!canDeal) return;
    setPhase('dealing');
    setMessage('');
    setShown(null);
    game.setBusy(true);
    try {
      const result = await game.api.post<PlayResult>('baccarat/deal', { bets });
      const outcome = result.round.outcome;
      if (outcome.kind !== 'baccarat') throw new Error('not a baccarat outcome');
      game.takeStake(total);
      const next = { player: outcome.player, banker: outcome.banker };
      setHands(next);
      setTurned(0);
      const count = dealOrder(next).length;
      for (let i = 1; i <= count; i += 1) {
        timers.current.push(setTimeout(() => setTurned(i), i * CARD_MS));
      }
      timers.current.push(
        setTimeout(
          () => {
            setShown(result);
            setPhase('betting');
            game.onResult(result);
            game.setBusy(false);
          },
          (count + 1) * CARD_MS,
        ),
      );
    } catch (error) {
      setMessage(game.onError(error));
      setPhase('betting');
      game.setBusy(false);
    }
  }, [bets, canDeal, game, total]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [role="dialog"]')) return;
      const spot = KEYS[event.key.toLowerCase()];
      if (spot) {
        event.preventDefault();
        place(spot);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        undo();
      } else if (event.key === 'Enter' && target?.tagName !== 'BUTTON') {
        event.preventDefault();
        void deal();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [deal, place, undo]);

  // Which cards of each hand are face up after `turned` cards of the deal order.
  const order = hands ? dealOrder(hands) : [];
  const faceUp = { player: 0, banker: 0 };
  order.slice(0, turned).forEach((hand) => (faceUp[hand] += 1));
  const visible = (hand: 'player' | 'banker') => (hands ? hands[hand].slice(0, faceUp[hand]) : []);
  const winner =
    shown && shown.round.outcome.kind === 'baccarat' ? baccaratWinner(shown.round.outcome) : null;

  return (
    <main className="baccarat">
      <div className="baccarat__table">
        {(['player', 'banker'] as const).map((hand) => (
          <section
            key={hand}
            className={`hand hand--${hand} ${winner === hand ? 'hand--won' : ''}`}
            aria-label={t(hand)}
          >
            <h2 className="hand__title">
              {t(hand)}{' '}
              <strong className="hand__total" data-testid={`${hand}-total`}>
                {hands && faceUp[hand] > 0 ? handTotal(visible(hand)) : '–'}
              </strong>
            </h2>
            <div className="hand__cards">
              {[0, 1, 2].map((i) => {
                const card = visible(hand)[i];
                const dealt = hands ? i < hands[hand].length : i < 2;
                if (!dealt) return <span key={i} className="card card--none" aria-hidden="true" />;
                return <Card key={i} card={card ?? null} />;
              })}
            </div>
          </section>
        ))}
      </div>

      <div className="baccarat__result" role="status" aria-live="polite">
        {winner ? (
          <>
            <span className={`result-badge result-badge--${winner}`}>
              {winner === 'tie' ? t('tieResult') : t('handWins', { hand: t(winner) })}
            </span>
            {shown && <RoundReturn round={shown.round} />}
            {winner === 'tie' &&
              shown?.round.wager.kind === 'baccarat' &&
              shown.round.wager.bets.player + shown.round.wager.bets.banker > 0 && (
                <span className="result__none">{t('pushed')}</span>
              )}
          </>
        ) : (
          <span className="result__none">
            {phase === 'dealing' ? t('dealing') : t('placeBets')}
          </span>
        )}
        {message && <span className="result__error">{message}</span>}
      </div>

      <div className="baccarat__spots" role="group" aria-label={t('placeBets')}>
        {SPOT_ORDER.map((spot) => (
          <button
            key={spot}
            type="button"
            className={`spot spot--${spot} ${winner === spot ? 'spot--won' : ''}`}
            onClick={() => place(spot)}
            disabled={phase !== 'betting'}
            aria-label={`${t('betOn', { bet: t(spot) })} ${PAYS[spot]}${
              bets[spot] > 0 ? `, ${money(bets[spot])}` : ''
            }`}
            aria-keyshortcuts={spot[0]?.toUpperCase()}
          >
            <span className="spot__name">{t(spot)}</span>
            <span className="spot__pays">{PAYS[spot]}</span>
            <span className="spot__stake" data-testid={`stake-${spot}`}>
              {bets[spot] > 0 ? money(bets[spot]) : '\u00a0'}
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
              setBets(EMPTY);
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
          onClick={() => void deal()}
          disabled={!canDeal}
        >
          {phase === 'dealing' ? t('dealing') : t('deal')}
        </button>
      </div>
      <History kind="baccarat" />
    </main>
  );
}
