import type { RoundView } from '../../api-types';
import type { GameKind } from '../../engine';
import { baccaratWinner, POCKET_TABLE, WHEEL_SEGMENTS } from '../../engine';
import { useGame } from '../context';
import { money, multiplier } from '../format';

/** One past round as a chip: the crash point, the pocket, or the slot's win. */
function label(round: RoundView, language: 'tr' | 'en'): { text: string; tone: string } {
  const outcome = round.outcome;
  if (outcome.kind === 'crash') {
    return {
      text: multiplier(outcome.crashX100, language),
      tone: outcome.crashX100 >= 200 ? 'high' : 'low',
    };
  }
  if (outcome.kind === 'baccarat') {
    const winner = baccaratWinner(outcome);
    const letters = {
      player: { tr: 'O', en: 'P' },
      banker: { tr: 'K', en: 'B' },
      tie: { tr: 'B', en: 'T' },
    };
    return { text: letters[winner][language], tone: winner };
  }
  if (outcome.kind === 'wheel') {
    const spot = WHEEL_SEGMENTS[outcome.segment] ?? '1';
    return {
      text: spot === 'star' ? '★' : spot === 'crescent' ? '☾' : spot,
      tone: `wheel-${spot}`,
    };
  }
  if (outcome.kind === 'roulette') {
    return { text: String(outcome.pocket), tone: POCKET_TABLE[outcome.pocket]?.color ?? 'green' };
  }
  return {
    text: round.winMinor > 0 ? money(round.winMinor) : '—',
    tone: round.winMinor > 0 ? 'high' : 'low',
  };
}

/** The player's last results of this game (spec: each game shows its last results). */
export function History({ kind }: { kind: GameKind }) {
  const { state, t, language } = useGame();
  const rounds = state.history.filter((r) => r.outcome.kind === kind);
  return (
    <section className="history" aria-label={t('lastResults')}>
      <h2 className="history__title">{t('lastResults')}</h2>
      {rounds.length === 0 ? (
        <p className="history__empty">{t('noResults')}</p>
      ) : (
        <ol className="history__list">
          {rounds.map((round) => {
            const { text, tone } = label(round, language);
            return (
              <li
                key={round.roundId}
                className={`chip-result chip-result--${tone}`}
                title={`#${round.nonce}`}
              >
                {text}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
