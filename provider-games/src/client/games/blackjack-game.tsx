import { useCallback, useEffect, useState } from 'react';
import type { BlackjackTable } from '../../blackjack-api';
import {
  BLACKJACK_MAX_MULTIPLIER_X100,
  BLACKJACK_STAKE_STEP_MINOR,
  cardLabel,
  cardSuitColor,
  handValue,
  type BlackjackAction,
} from '../../engine';
import { useGame } from '../context';
import { money, multiplier } from '../format';
import { History } from '../ui/history';
import { RoundReturn } from '../ui/round-return';
import { StakeSelector, stakeLadder } from '../ui/stake-selector';
import { BJ_TEXTS, bjReturnText, bjText, type BjTextKey } from './blackjack-texts';
import './blackjack.css';

/**
 * Blackjack Classic: pick a stake, deal, then hit, stand, double, split or take insurance. Every
 * step is a call to the server, which keeps the round (the shoe fixed by the seeds at the deal).
 * Keys: Space/Enter deal · H hit · S stand · D double · P split · I insurance · N no insurance.
 */
const KEYS: Record<string, BlackjackAction> = {
  h: 'hit',
  s: 'stand',
  d: 'double',
  p: 'split',
  i: 'insure',
  n: 'noInsurance',
};
const BUTTONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split', 'insure'];
const SUITS = ['♠', '♥', '♦', '♣'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A card as a small SVG (rank and suit), or its back. */
export function CardSvg({ card }: { card: number | null }) {
  if (card === null) {
    return (
      <svg className="bj-card bj-card--back" viewBox="0 0 50 70" role="img" aria-label="?">
        <rect x="1" y="1" width="48" height="68" rx="5" />
        <path d="M8 8h34v54H8z" className="bj-card__pattern" />
      </svg>
    );
  }
  const rank = RANKS[card % 13] ?? '?';
  const suit = SUITS[Math.floor(card / 13) % 4] ?? '?';
  return (
    <svg
      className={`bj-card bj-card--${cardSuitColor(card)}`}
      viewBox="0 0 50 70"
      role="img"
      aria-label={cardLabel(card)}
    >
      <rect x="1" y="1" width="48" height="68" rx="5" />
      <text x="6" y="18" className="bj-card__rank">
        {rank}
      </text>
      <text x="25" y="48" textAnchor="middle" className="bj-card__suit">
        {suit}
      </text>
    </svg>
  );
}

export function BlackjackRules() {
  const { language } = useGame();
  return (
    <>
      <h3>{bjText(language, 'rulesTitle')}</h3>
      <ul>
        {BJ_TEXTS.rules[language].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{bjReturnText(language)}</p>
      <p>
        {language === 'tr'
          ? `En yüksek ödeme: turun bahislerinin ${multiplier(BLACKJACK_MAX_MULTIPLIER_X100, language)} katı.`
          : `Highest return: ${multiplier(BLACKJACK_MAX_MULTIPLIER_X100, language)} the round's stakes.`}
      </p>
      <p>{bjText(language, 'keys')}</p>
    </>
  );
}

export default function BlackjackGame() {
  const game = useGame();
  const { state, language } = game;
  const tt = (key: BjTextKey) => bjText(language, key);
  const stakes = stakeLadder(state.minStakeMinor, state.maxStakeMinor, BLACKJACK_STAKE_STEP_MINOR);
  const [stake, setStake] = useState(
    stakes.find((s) => s >= 1000) ?? stakes[0] ?? state.minStakeMinor,
  );
  const [table, setTable] = useState<BlackjackTable | null>(null);
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState('');

  // A round left open (a reload): it goes on where it stopped.
  useEffect(() => {
    let live = true;
    game.api
      .get<BlackjackTable | null>('blackjack/open')
      .then((open) => {
        if (live && open) {
          setTable(open);
          game.setBusy(true);
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Once, when the game opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const show = useCallback(
    (next: BlackjackTable, staked: number) => {
      setTable(next);
      if (staked > 0) game.takeStake(staked);
      game.onSeeds(next.seeds);
      if (next.result) {
        game.onResult(next.result);
        game.setBusy(false);
      }
    },
    [game],
  );

  const playing = table !== null && table.result === null;

  const deal = useCallback(async () => {
    if (working || playing) return;
    setWorking(true);
    setMessage('');
    game.setBusy(true);
    try {
      const next = await game.api.post<BlackjackTable>('blackjack/deal', { stakeMinor: stake });
      show(next, stake);
      if (!next.result) game.setBusy(true);
    } catch (error) {
      setMessage(game.onError(error));
      game.setBusy(false);
    } finally {
      setWorking(false);
    }
  }, [game, playing, show, stake, working]);

  const act = useCallback(
    async (action: BlackjackAction) => {
      if (!table || !playing || working || !table.legal.includes(action)) return;
      setWorking(true);
      setMessage('');
      try {
        const next = await game.api.post<BlackjackTable>('blackjack/action', {
          roundId: table.roundId,
          action,
        });
        show(next, next.stakesMinor - table.stakesMinor);
      } catch (error) {
        setMessage(game.onError(error));
      } finally {
        setWorking(false);
      }
    },
    [game, playing, show, table, working],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [role="dialog"]')) return;
      const action = KEYS[event.key.toLowerCase()];
      if (action) {
        event.preventDefault();
        void act(action);
      } else if ((event.key === ' ' || event.key === 'Enter') && target?.tagName !== 'BUTTON') {
        event.preventDefault();
        void deal();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act, deal]);

  const dealerCards = table ? [...table.dealer] : [];
  const hidden = playing && dealerCards.length === 1;
  const result = table?.result ?? null;

  return (
    <main className="blackjack">
      <section className="bj-hand bj-hand--dealer" aria-label={tt('dealer')}>
        <h2 className="bj-hand__title">
          {tt('dealer')}{' '}
          <strong data-testid="dealer-total">
            {table && !hidden ? handValue(dealerCards).total : '–'}
          </strong>
        </h2>
        <div className="bj-hand__cards">
          {dealerCards.map((card, i) => (
            <CardSvg key={i} card={card} />
          ))}
          {hidden && <CardSvg card={null} />}
        </div>
      </section>

      <div className="bj-hands">
        {(table?.hands ?? []).map((hand, i) => (
          <section
            key={i}
            className={`bj-hand ${playing && table?.active === i ? 'bj-hand--active' : ''}`}
            aria-label={`${tt('hand')} ${i + 1}`}
            data-testid={`hand-${i}`}
          >
            <h2 className="bj-hand__title">
              {table && table.hands.length > 1 ? `${tt('hand')} ${i + 1} ` : ''}
              <strong>{handValue(hand.cards).total}</strong>
              <span className="bj-hand__stake">{money(hand.stakeMinor)}</span>
            </h2>
            <div className="bj-hand__cards">
              {hand.cards.map((card, j) => (
                <CardSvg key={j} card={card} />
              ))}
            </div>
          </section>
        ))}
      </div>

      <div className="bj-status" role="status" aria-live="polite">
        {table?.phase === 'insurance' && playing && <span>{tt('insuranceAsk')}</span>}
        {result && <RoundReturn round={result.round} />}
        {table && (
          <span className="bj-status__stakes" data-testid="round-stakes">
            {`${tt('stakes')}: ${money(table.stakesMinor)}`}
          </span>
        )}
        {message && <span className="result__error">{message}</span>}
      </div>

      <div className="bj-actions" role="group">
        {playing ? (
          <>
            {BUTTONS.map((action) => (
              <button
                key={action}
                type="button"
                className={`button bj-action bj-action--${action}`}
                onClick={() => void act(action)}
                disabled={working || !table?.legal.includes(action)}
                aria-keyshortcuts={action === 'split' ? 'P' : action[0]?.toUpperCase()}
              >
                {tt(action)}
              </button>
            ))}
            {table?.legal.includes('noInsurance') && (
              <button
                type="button"
                className="button bj-action"
                onClick={() => void act('noInsurance')}
                disabled={working}
                aria-keyshortcuts="N"
              >
                {tt('noInsurance')}
              </button>
            )}
          </>
        ) : (
          <>
            <StakeSelector
              value={stake}
              options={stakes}
              onChange={setStake}
              disabled={working}
              label={game.t('stake')}
              lowerLabel={game.t('lower')}
              raiseLabel={game.t('raise')}
            />
            <button
              type="button"
              className="button button--primary button--spin"
              onClick={() => void deal()}
              disabled={working}
            >
              {tt('deal')}
            </button>
          </>
        )}
      </div>
      <p className="bj-keys">{tt('keys')}</p>
      <History kind="blackjack" />
    </main>
  );
}
