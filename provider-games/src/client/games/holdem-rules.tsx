import { AA_PAYS, ANTE_PAYS, HOLDEM_MAX_MULTIPLIER_X100, type HandCategory } from '../../engine';
import { useGame } from '../context';
import { multiplier } from '../format';
import type { TextKey } from '../i18n';

/** Each hand category's name (i18n key). */
export const HAND_TEXT: Record<HandCategory, TextKey> = {
  'royal-flush': 'handRoyalFlush',
  'straight-flush': 'handStraightFlush',
  'four-of-a-kind': 'handFourOfAKind',
  'full-house': 'handFullHouse',
  flush: 'handFlush',
  straight: 'handStraight',
  'three-of-a-kind': 'handThreeOfAKind',
  'two-pair': 'handTwoPair',
  pair: 'handPair',
  'high-card': 'handHighCard',
};

/** The rules panel's part: rules, the ante paytable, the simulated edge and the highest return. */
export function HoldemRules() {
  const { t, language } = useGame();
  const rows: HandCategory[] = [
    'royal-flush',
    'straight-flush',
    'four-of-a-kind',
    'full-house',
    'flush',
  ];
  return (
    <>
      <p>{t('holdemRules')}</p>
      <table className="paytable holdem-paytable">
        <caption>{t('holdemPaytable')}</caption>
        <tbody>
          {rows.map((category) => (
            <tr key={category}>
              <th scope="row">{t(HAND_TEXT[category])}</th>
              <td>{`${ANTE_PAYS[category]}:1`}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('handStraightAndLower')}</th>
            <td>1:1</td>
          </tr>
        </tbody>
      </table>
      <p>{t('holdemEdge')}</p>
      <p>{t('holdemAaRules')}</p>
      <table className="paytable holdem-paytable">
        <caption>{t('holdemAaPaytable')}</caption>
        <tbody>
          {(
            ['royal-flush', 'straight-flush', 'four-of-a-kind', 'full-house', 'flush'] as const
          ).map((category) => (
            <tr key={category}>
              <th scope="row">{t(HAND_TEXT[category])}</th>
              <td>{`${AA_PAYS[category]}:1`}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{`${t('handStraight')} … ${t('handPairOfAces')}`}</th>
            <td>7:1</td>
          </tr>
        </tbody>
      </table>
      <p>{t('maxWinTable', { x: multiplier(HOLDEM_MAX_MULTIPLIER_X100, language) })}</p>
    </>
  );
}
