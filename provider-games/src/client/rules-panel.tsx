import {
  crashVariantOf,
  gameByCode,
  megaStraightRtp,
  rouletteVariantOf,
  slotOf,
  type CrashTheme,
} from '../engine';
import { useGame } from './context';
import { multiplier, percent } from './format';
import { symbolName, SymbolIcon } from './games/slot-themes';
import { Dialog } from './ui/dialog';
import type { TextKey } from './i18n';
import { HoldemRules } from './games/holdem-rules';
import { TableRules } from './games/table-rules';
import { BlackjackRules } from './games/blackjack-game';
import { BingoRules } from './games/bingo-rules';

/** The rules and, for the slot, the paytable and paylines (published data: RTP can be checked). */
export function RulesPanel({ onClose }: { onClose: () => void }) {
  const { state, t, language } = useGame();
  const kind = state.game.kind;
  const slot = kind === 'slot' ? slotOf(state.game.code) : null;
  return (
    <Dialog
      title={kind === 'slot' ? t('paytable') : t('rules')}
      closeLabel={t('close')}
      onClose={onClose}
    >
      {slot && (
        <>
          <table className="paytable">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('outcome')}</span>
                </th>
                <th scope="col">×3</th>
                <th scope="col">×4</th>
                <th scope="col">×5</th>
              </tr>
            </thead>
            <tbody>
              {[...slot.symbols]
                .reverse()
                .filter((symbol) => slot.paytable[symbol])
                .map((symbol) => (
                  <tr key={symbol}>
                    <th scope="row">
                      <SymbolIcon
                        game={slot.code}
                        symbol={symbol}
                        title={symbolName(slot.code, symbol, language)}
                      />
                    </th>
                    {(slot.paytable[symbol] ?? []).map((pay, i) => (
                      <td key={i}>{pay}</td>
                    ))}
                  </tr>
                ))}
              <tr>
                <th scope="row">
                  <SymbolIcon
                    game={slot.code}
                    symbol={slot.scatter}
                    title={symbolName(slot.code, slot.scatter, language)}
                  />
                </th>
                {[3, 4, 5].map((n) => (
                  <td key={n}>{slot.scatterPays[n] ?? 0}× Σ</td>
                ))}
              </tr>
            </tbody>
          </table>
          <p>
            {t('slotRules')} {slot.paytable[slot.wild] ? t('wildPays') : ''}
          </p>
          {slot.freeSpins && (
            <p>
              {t('freeSpinsRules', {
                trigger: slot.freeSpins.trigger,
                count: slot.freeSpins.spins,
                multiplier: slot.freeSpins.multiplier,
              })}{' '}
              {slot.freeSpins.expandingWilds ? t('expandingWilds') : ''}
            </p>
          )}
          <div className="paylines-map" aria-label={t('lines')}>
            {slot.lines.map((rows, line) => (
              <svg
                key={line}
                viewBox="0 0 50 30"
                className="paylines-map__line"
                role="img"
                aria-label={`${line + 1}`}
              >
                {rows.map((row, reel) =>
                  [0, 1, 2].map((r) => (
                    <rect
                      key={`${reel}${r}`}
                      x={reel * 10 + 1}
                      y={r * 10 + 1}
                      width="8"
                      height="8"
                      className={r === row ? 'paylines-map__on' : 'paylines-map__off'}
                    />
                  )),
                )}
              </svg>
            ))}
          </div>
          <p>{t('spacing')}</p>
        </>
      )}
      {(kind === 'baccarat' || kind === 'wheel') && <TableRules />}
      {kind === 'roulette' && <RouletteRules />}
      {kind === 'blackjack' && <BlackjackRules />}
      {kind === 'holdem' && <HoldemRules />}
      {kind === 'bingo' && <BingoRules />}
      {kind === 'crash' && <CrashRules />}
      <p className="rules__rtp">{t('rtp', { rtp: percent(state.game.rtp, language) })}</p>
    </Dialog>
  );
}

const VEHICLE: Record<Exclude<CrashTheme, 'plane'>, TextKey> = {
  rocket: 'vehicleRocket',
  tv: 'vehicleTv',
  virtual: 'vehicleVirtual',
};

/** A crash game's own terms: its edge, cap and pace (engine/variants.ts). */
function CrashRules() {
  const { state, t, language } = useGame();
  const variant = crashVariantOf(state.game.code);
  const cap = multiplier(state.crashCapX100, language);
  if (variant.theme === 'plane') return <p>{t('crashRules', { cap })}</p>;
  const r = variant.terms.rtpPercent;
  return (
    <p>
      {t('crashVariantRules', {
        vehicle: t(VEHICLE[variant.theme]),
        r,
        edge: 100 - r,
        cap,
        double: (Math.log(2) / variant.terms.growthPerMs / 1000).toFixed(1),
      })}
    </p>
  );
}

/** European rules, or Mega Roulette's with its exact straight-up RTP and highest payout. */
function RouletteRules() {
  const { state, t, language } = useGame();
  if (rouletteVariantOf(state.game.code).rules !== 'mega') return <p>{t('rouletteRules')}</p>;
  const exact = megaStraightRtp();
  const max = gameByCode(state.game.code)?.maxMultiplierX100 ?? 0;
  return (
    <>
      <p>{t('megaRules')}</p>
      <p>
        {t('megaRtp', {
          rtp: percent(Number(exact.n) / Number(exact.d), language),
          exact: `${exact.n}/${exact.d}`,
        })}
      </p>
      <p>{t('maxWin', { x: multiplier(max, language) })}</p>
    </>
  );
}
