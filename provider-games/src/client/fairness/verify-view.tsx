import { useEffect, useState } from 'react';
import type { RoundVerification } from '../../api-types';
import {
  cardLabel,
  gameByCode,
  categoryOf,
  handScore,
  handTotal,
  WHEEL_SEGMENTS,
  isSplit,
  POCKET_TABLE,
  sameOutcome,
  winOf,
  type RoundOutcome,
  type RoundWager,
} from '../../engine';
import { money, multiplier } from '../format';
import { describeBlackjack } from '../games/blackjack-texts';
import { translate, type Language } from '../i18n';
import { recompute, sha256Hex, webCryptoAvailable } from './web-crypto';

interface Checked {
  hashOk: boolean;
  outcomeOk: boolean;
  floats: number[];
  outcome: RoundOutcome;
  win: number | null;
}

/** The crash cap the round was played under (part of its wager), else no cap. */
function capOf(wager: RoundWager): number {
  return wager.kind === 'crash' ? wager.capX100 : Number.MAX_SAFE_INTEGER;
}

export function describeOutcome(
  outcome: RoundOutcome,
  language: Language,
  wager?: RoundWager,
): string {
  switch (outcome.kind) {
    case 'slot':
      return translate(language, 'stops', { stops: outcome.stops.join(', ') });
    case 'roulette': {
      // Mega Roulette: the spin's mega numbers and their multipliers, recomputed too.
      const pocket = translate(language, 'pocket', { n: outcome.pocket });
      if (!outcome.mega) return pocket;
      const mega = outcome.mega.map((m) => `${m.number} × ${m.multiplier}`).join(', ');
      return `${pocket} · ${translate(language, 'megaNumbers')}: ${mega}`;
    }
    case 'crash':
      return translate(language, 'crashPoint', { x: multiplier(outcome.crashX100, language) });
    case 'baccarat':
      return translate(language, 'baccaratHands', {
        player: `${handTotal(outcome.player)} (${outcome.player.map(cardLabel).join(' ')})`,
        banker: `${handTotal(outcome.banker)} (${outcome.banker.map(cardLabel).join(' ')})`,
      });
    case 'bingo':
      return translate(language, 'bingoDeal', {
        cards: outcome.cards.map((card) => card.filter((n) => n > 0).join(' ')).join(' | '),
        balls: outcome.balls.join(' '),
      });
    case 'holdem': {
      // Each hand as its best five of seven, named by category.
      const shown = (hole: number[]) =>
        `${hole.map(cardLabel).join(' ')} (${categoryOf(handScore([...hole, ...outcome.board]))})`;
      return translate(language, 'holdemHands', {
        player: shown(outcome.player),
        dealer: shown(outcome.dealer),
        board: outcome.board.map(cardLabel).join(' '),
      });
    }
    case 'blackjack':
      // The shoe replayed with the round's actions (the wager records them in order).
      return describeBlackjack(outcome, wager, language);
    case 'wheel':
      return translate(language, 'wheelSegment', {
        n: outcome.segment,
        spot: WHEEL_SEGMENTS[outcome.segment] ?? '?',
      });
  }
}

/**
 * Recomputes a round in the browser from its revealed seeds (Web Crypto HMAC-SHA256 → the
 * shared engine) and checks SHA-256(revealed seed) against the hash committed before play.
 */
export function VerifyView({
  verification,
  language,
}: {
  verification: RoundVerification;
  language: Language;
}) {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(language, key, values);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [failed, setFailed] = useState(false);
  const { serverSeed, clientSeed, nonce, kind, wager } = verification;

  useEffect(() => {
    if (serverSeed === null || !webCryptoAvailable()) return;
    const game = gameByCode(verification.gameCode);
    if (!game) return;
    let live = true;
    (async () => {
      const hash = await sha256Hex(serverSeed);
      const { floats, outcome } = await recompute(
        kind,
        game.bytes,
        { serverSeed, clientSeed, nonce },
        capOf(wager),
        game.code,
      );
      if (!live) return;
      setChecked({
        hashOk: hash === verification.serverSeedHash,
        outcomeOk: sameOutcome(outcome, verification.outcome),
        floats,
        outcome,
        win: winOf(outcome, wager),
      });
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [serverSeed, clientSeed, nonce, kind, wager, verification]);

  return (
    <div className="verify">
      <dl className="verify__facts">
        <dt>{t('serverSeedHash')}</dt>
        <dd className="mono">{verification.serverSeedHash}</dd>
        <dt>{t('revealed')}</dt>
        <dd className="mono">{serverSeed ?? '—'}</dd>
        <dt>{t('clientSeed')}</dt>
        <dd className="mono">{clientSeed}</dd>
        <dt>{t('nonce')}</dt>
        <dd className="mono">{nonce}</dd>
        {verification.outcome && (
          <>
            <dt>{t('outcome')}</dt>
            <dd>{describeOutcome(verification.outcome, language, wager)}</dd>
          </>
        )}
      </dl>
      {serverSeed === null ? (
        <p className="verify__note">{t('notRevealed')}</p>
      ) : !webCryptoAvailable() || failed ? (
        <p className="verify__note">{t('noSecureContext')}</p>
      ) : checked ? (
        <ul className="verify__checks">
          <li className={checked.hashOk ? 'check check--ok' : 'check check--bad'}>
            {checked.hashOk ? t('hashMatches') : t('hashMismatch')}
          </li>
          <li className={checked.outcomeOk ? 'check check--ok' : 'check check--bad'}>
            {checked.outcomeOk ? t('outcomeMatches') : t('outcomeMismatch')}:{' '}
            {describeOutcome(checked.outcome, language, wager)}
            {checked.outcome.kind === 'roulette' && (
              <> ({POCKET_TABLE[checked.outcome.pocket]?.color})</>
            )}
          </li>
          {checked.win !== null && (
            <li
              className={
                checked.win === verification.winMinor ? 'check check--ok' : 'check check--bad'
              }
            >
              {t('winMatches', { amount: money(checked.win) })}
            </li>
          )}
          <li className="verify__floats">
            {t('floats')}:{' '}
            <span className="mono">{checked.floats.map((f) => f.toFixed(10)).join(', ')}</span>
          </li>
        </ul>
      ) : (
        <p className="verify__note" aria-busy="true">
          …
        </p>
      )}
      {wager.kind === 'roulette' && (
        <p className="verify__note">
          {wager.bets
            .map((bet) =>
              bet.type === 'split' && isSplit(bet.numbers[0], bet.numbers[1])
                ? `split ${bet.numbers.join('/')}: ${money(bet.amount)}`
                : `${bet.type}${'number' in bet ? ` ${bet.number}` : ''}: ${money(bet.amount)}`,
            )
            .join(' · ')}
        </p>
      )}
    </div>
  );
}
