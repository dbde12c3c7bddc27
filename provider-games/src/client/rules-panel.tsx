import { PAYING_SYMBOLS, SLOT_LINES, SLOT_PAYTABLE, SLOT_SCATTER_PAYS } from '../engine';
import { useGame } from './context';
import { multiplier, percent } from './format';
import { SYMBOL_NAMES, SymbolIcon } from './games/slot-symbols';
import { Dialog } from './ui/dialog';

/** The rules and, for the slot, the paytable and paylines (published data: RTP can be checked). */
export function RulesPanel({ onClose }: { onClose: () => void }) {
  const { state, t, language } = useGame();
  const kind = state.game.kind;
  return (
    <Dialog
      title={kind === 'slot' ? t('paytable') : t('rules')}
      closeLabel={t('close')}
      onClose={onClose}
    >
      {kind === 'slot' && (
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
              {[...PAYING_SYMBOLS].reverse().map((symbol) => (
                <tr key={symbol}>
                  <th scope="row">
                    <SymbolIcon symbol={symbol} title={SYMBOL_NAMES[symbol][language]} />
                  </th>
                  {SLOT_PAYTABLE[symbol].map((pay, i) => (
                    <td key={i}>{pay}</td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row">
                  <SymbolIcon symbol="scatter" title={SYMBOL_NAMES.scatter[language]} />
                </th>
                {[3, 4, 5].map((n) => (
                  <td key={n}>{SLOT_SCATTER_PAYS[n]}× Σ</td>
                ))}
              </tr>
            </tbody>
          </table>
          <p>{t('slotRules')}</p>
          <div className="paylines-map" aria-label={t('lines')}>
            {SLOT_LINES.map((rows, line) => (
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
      {kind === 'roulette' && <p>{t('rouletteRules')}</p>}
      {kind === 'crash' && (
        <p>{t('crashRules', { cap: multiplier(state.crashCapX100, language) })}</p>
      )}
      <p className="rules__rtp">{t('rtp', { rtp: percent(state.game.rtp, language) })}</p>
    </Dialog>
  );
}
