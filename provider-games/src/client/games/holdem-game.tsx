import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayResult } from '../../api-types';
import type { HoldemHand } from '../../holdem-api';
import {
  aaReturnOf,
  cardLabel,
  cardSuitColor,
  categoryOf,
  handScore,
  judgeHoldem,
  type HoldemOutcome,
} from '../../engine';
import { useGame } from '../context';
import { money } from '../format';
import { History } from '../ui/history';
import { RoundReturn } from '../ui/round-return';
import { HAND_TEXT } from './holdem-rules';
import { stakeLadder } from '../ui/stake-selector';
import './holdem.css';

/**
 * Casino Hold'em: choose an ante and deal; the server deals the hand from the round's seeds and
 * shows the player's two cards and the flop; Call (a second bet, 2× the ante) or Fold. The turn,
 * river and dealer's cards are then turned one by one. Keys: A or Enter ante, B the AA bonus,
 * C call, F fold.
 */
const CARD_MS = 450;
const SUITS = ['♠', '♥', '♦', '♣'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A card drawn in SVG: rank and suit in two corners and a large suit; a back while face down. */
function Card({ card }: { card: number | null }) {
  if (card === null) {
    return (
      <svg className="hcard hcard--back" viewBox="0 0 60 84" aria-hidden="true">
        <rect x="1" y="1" width="58" height="82" rx="6" className="hcard__back" />
        <rect x="6" y="6" width="48" height="72" rx="4" className="hcard__pattern" />
      </svg>
    );
  }
  const rank = RANKS[card % 13] ?? '?';
  const suit = SUITS[Math.floor(card / 13) % 4] ?? '?';
  return (
    <svg
      className={`hcard hcard--${cardSuitColor(card)}`}
      viewBox="0 0 60 84"
      role="img"
      aria-label={cardLabel(card)}
    >
      <rect x="1" y="1" width="58" height="82" rx="6" className="hcard__face" />
      <text x="7" y="20" className="hcard__rank">
        {rank}
      </text>
      <text x="7" y="34" className="hcard__suit-small">
        {suit}
      </text>
      <text x="30" y="60" textAnchor="middle" className="hcard__suit">
        {suit}
      </text>
      <text x="53" y="76" textAnchor="end" className="hcard__rank hcard__rank--flip">
        {rank}
      </text>
    </svg>
  );
}

type Phase = 'ante' | 'dealing' | 'decide' | 'deciding' | 'showdown';

export default function HoldemGame() {
  const game = useGame();
  const { state, t } = game;
  // Room for the call: an ante is at most a third of the most one round may stake.
  const chips = stakeLadder(state.minStakeMinor, Math.floor(state.maxStakeMinor / 3)).slice(0, 6);
  const [ante, setAnte] = useState(chips[Math.min(1, chips.length - 1)] ?? state.minStakeMinor);
  // The AA bonus side bet, staked as much as the ante when on.
  const [aa, setAa] = useState(false);
  const [phase, setPhase] = useState<Phase>('ante');
  const [hand, setHand] = useState<HoldemHand | null>(null);
  const [outcome, setOutcome] = useState<HoldemOutcome | null>(null);
  const [turned, setTurned] = useState(0);
  const [shown, setShown] = useState<PlayResult | null>(null);
  const [message, setMessage] = useState('');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  // A hand dealt before a reload still waits for its decision.
  useEffect(() => {
    let live = true;
    game.api.get<HoldemHand | null>('holdem/open').then(
      (open) => {
        if (live && open) {
          setHand(open);
          setPhase('decide');
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening the game
  }, []);

  const deal = useCallback(async () => {
    if (phase !== 'ante' && phase !== 'showdown') return;
    setPhase('dealing');
    setMessage('');
    setShown(null);
    setOutcome(null);
    setTurned(0);
    game.setBusy(true);
    try {
      const dealt = await game.api.post<HoldemHand>('holdem/ante', {
        anteMinor: ante,
        aaMinor: aa ? ante : 0,
      });
      game.takeStake(dealt.anteMinor + dealt.aaMinor);
      game.onSeeds(dealt.seeds);
      setHand(dealt);
      setPhase('decide');
    } catch (error) {
      setMessage(game.onError(error));
      setPhase('ante');
    } finally {
      game.setBusy(false);
    }
  }, [aa, ante, game, phase]);

  const decide = useCallback(
    async (action: 'call' | 'fold') => {
      if (phase !== 'decide' || !hand) return;
      setPhase('deciding');
      setMessage('');
      game.setBusy(true);
      try {
        const result = await game.api.post<PlayResult>('holdem/decide', {
          roundId: hand.roundId,
          action,
        });
        const dealt = result.round.outcome;
        if (dealt.kind !== 'holdem') throw new Error('not a hold’em outcome');
        if (action === 'call') game.takeStake(2 * hand.anteMinor);
        setOutcome(dealt);
        setTurned(0);
        // Turn, river, then the dealer's two cards.
        for (let i = 1; i <= 4; i += 1) {
          timers.current.push(setTimeout(() => setTurned(i), i * CARD_MS));
        }
        timers.current.push(
          setTimeout(() => {
            setShown(result);
            setHand(null);
            setPhase('showdown');
            game.onResult(result);
            game.setBusy(false);
          }, 5 * CARD_MS),
        );
      } catch (error) {
        setMessage(game.onError(error));
        setPhase('decide');
        game.setBusy(false);
      }
    },
    [game, hand, phase],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [role="dialog"]')) return;
      const key = event.key.toLowerCase();
      if ((key === 'a' || (key === 'enter' && target?.tagName !== 'BUTTON')) && !hand) {
        event.preventDefault();
        void deal();
      } else if (key === 'b' && !hand) {
        event.preventDefault();
        setAa((on) => !on);
      } else if (key === 'c' && hand) {
        event.preventDefault();
        void decide('call');
      } else if (key === 'f' && hand) {
        event.preventDefault();
        void decide('fold');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [deal, decide, hand]);

  const player = outcome?.player ?? hand?.player ?? null;
  const flop = outcome?.board.slice(0, 3) ?? hand?.flop ?? null;
  const board = [0, 1, 2, 3, 4].map((i) =>
    i < 3 ? (flop?.[i] ?? null) : outcome && turned > i - 3 ? (outcome.board[i] ?? null) : null,
  );
  const dealer = [0, 1].map((i) =>
    outcome && turned > 2 + i ? (outcome.dealer[i] ?? null) : null,
  );
  const done = phase === 'showdown' && outcome !== null && shown !== null;
  const judged = done ? judgeHoldem(outcome) : null;
  const folded = shown?.round.wager.kind === 'holdem' && shown.round.wager.action === 'fold';
  const handName = (hole: number[] | null, cards: (number | null)[]) => {
    const known = [...(hole ?? []), ...cards].filter((c): c is number => c !== null);
    return known.length >= 5 ? t(HAND_TEXT[categoryOf(handScore(known))]) : '';
  };

  return (
    <main className="holdem">
      <div className="holdem__table">
        <section className="holdem__hand" aria-label={t('holdemDealer')}>
          <h2 className="holdem__title">
            {t('holdemDealer')}{' '}
            <strong data-testid="dealer-hand">
              {done ? handName(outcome.dealer, outcome.board) : ''}
            </strong>
          </h2>
          <div className="holdem__cards">
            {dealer.map((card, i) => (
              <Card key={i} card={card} />
            ))}
          </div>
        </section>
        <section className="holdem__board" aria-label={t('holdemBoard')}>
          <div className="holdem__cards">
            {board.map((card, i) => (
              <Card key={i} card={card} />
            ))}
          </div>
        </section>
        <section
          className={`holdem__hand holdem__hand--player ${judged?.result === 'win' || judged?.result === 'no-qualify' ? 'holdem__hand--won' : ''}`}
          aria-label={t('player')}
        >
          <div className="holdem__cards">
            {[0, 1].map((i) => (
              <Card key={i} card={player?.[i] ?? null} />
            ))}
          </div>
          <h2 className="holdem__title">
            {t('player')}{' '}
            <strong data-testid="player-hand">{player ? handName(player, board) : ''}</strong>
          </h2>
        </section>
      </div>

      <div className="holdem__result" role="status" aria-live="polite">
        {done && judged && shown ? (
          <>
            <span className="result-badge">
              {folded
                ? t('holdemFolded')
                : judged.result === 'no-qualify'
                  ? t('holdemNoQualify')
                  : judged.result === 'win'
                    ? t('holdemPlayerWins')
                    : judged.result === 'tie'
                      ? t('holdemTie')
                      : t('holdemDealerWins')}
            </span>
            <RoundReturn round={shown.round} />
            {shown.round.wager.kind === 'holdem' && (shown.round.wager.aaMinor ?? 0) > 0 && (
              <span className="result__none" data-testid="aa-result">
                {t('holdemAaResult', {
                  amount: money(
                    (shown.round.wager.aaMinor ?? 0) *
                      aaReturnOf([...outcome.player, ...outcome.board.slice(0, 3)]),
                  ),
                })}
              </span>
            )}
          </>
        ) : (
          <span className="result__none">
            {hand
              ? t('holdemDecide', { amount: money(2 * hand.anteMinor) })
              : phase === 'dealing'
                ? t('dealing')
                : t('holdemChooseAnte')}
          </span>
        )}
        {message && <span className="result__error">{message}</span>}
      </div>

      <div className="controls holdem__controls">
        {hand ? (
          <div className="holdem__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void decide('call')}
              disabled={phase !== 'decide'}
              aria-keyshortcuts="C"
            >
              {`${t('holdemCall')} ${money(2 * hand.anteMinor)}`}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => void decide('fold')}
              disabled={phase !== 'decide'}
              aria-keyshortcuts="F"
            >
              {t('holdemFold')}
            </button>
          </div>
        ) : (
          <>
            <div className="chips" role="radiogroup" aria-label={t('holdemAnte')}>
              {chips.map((value) => (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={ante === value}
                  className={`chip chip--${chips.indexOf(value)}`}
                  onClick={() => setAnte(value)}
                  disabled={phase === 'dealing' || phase === 'deciding'}
                >
                  {money(value).replace(/,00$/, '')}
                </button>
              ))}
            </div>
            <button
              type="button"
              className="button holdem__aa"
              aria-pressed={aa}
              aria-keyshortcuts="B"
              onClick={() => setAa((on) => !on)}
              disabled={phase === 'dealing' || phase === 'deciding'}
            >
              {`${t('holdemAa')} ${aa ? money(ante) : '—'}`}
            </button>
            <button
              type="button"
              className="button button--primary button--spin"
              onClick={() => void deal()}
              disabled={phase === 'dealing' || phase === 'deciding'}
              aria-keyshortcuts="A"
            >
              {`${t('holdemAnte')} ${money(ante)}`}
            </button>
          </>
        )}
      </div>
      <History kind="holdem" />
    </main>
  );
}
