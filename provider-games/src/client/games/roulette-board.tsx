import type { CSSProperties } from 'react';
import { POCKET_TABLE, type EvenMoneyBet, type RouletteBet } from '../../engine';
import { useGame } from '../context';
import { money } from '../format';

/** Where a cell sits on the board's grid: [column, row, column span, row span]. */
type Area = [number, number, number, number];

export type BoardTarget =
  | { type: 'number'; number: number }
  | { type: EvenMoneyBet }
  | { type: 'dozen'; dozen: number }
  | { type: 'column'; column: number };

/**
 * Two layouts of the same board: wide (numbers in 3 rows × 12 columns, the classic table) and
 * narrow for phones (3 columns × 12 rows, outside bets down the side).
 */
function areaOf(target: BoardTarget, wide: boolean): Area {
  const outside: EvenMoneyBet[] = ['low', 'even', 'red', 'black', 'odd', 'high'];
  switch (target.type) {
    case 'number': {
      const n = target.number;
      if (n === 0) return wide ? [1, 1, 1, 3] : [3, 1, 3, 1];
      const row = Math.ceil(n / 3);
      const col = (n - 1) % 3;
      return wide ? [row + 1, 3 - col, 1, 1] : [col + 3, row + 1, 1, 1];
    }
    case 'column':
      return wide ? [14, 4 - target.column, 1, 1] : [target.column + 2, 14, 1, 1];
    case 'dozen':
      return wide ? [2 + (target.dozen - 1) * 4, 4, 4, 1] : [2, 2 + (target.dozen - 1) * 4, 1, 4];
    default: {
      const i = outside.indexOf(target.type);
      return wide ? [2 + i * 2, 5, 2, 1] : [1, 2 + i * 2, 1, 2];
    }
  }
}

export function targetKey(target: BoardTarget): string {
  switch (target.type) {
    case 'number':
      return `n${target.number}`;
    case 'dozen':
      return `d${target.dozen}`;
    case 'column':
      return `c${target.column}`;
    default:
      return target.type;
  }
}

/** The board cells a bet covers (a split covers two numbers). */
export function betKeys(bet: RouletteBet): string[] {
  switch (bet.type) {
    case 'straight':
      return [`n${bet.number}`];
    case 'split':
      return bet.numbers.map((n) => `n${n}`);
    case 'dozen':
      return [`d${bet.dozen}`];
    case 'column':
      return [`c${bet.column}`];
    default:
      return [bet.type];
  }
}

const TARGETS: BoardTarget[] = [
  ...POCKET_TABLE.map((p) => ({ type: 'number' as const, number: p.number })),
  { type: 'column', column: 1 },
  { type: 'column', column: 2 },
  { type: 'column', column: 3 },
  { type: 'dozen', dozen: 1 },
  { type: 'dozen', dozen: 2 },
  { type: 'dozen', dozen: 3 },
  { type: 'low' },
  { type: 'even' },
  { type: 'red' },
  { type: 'black' },
  { type: 'odd' },
  { type: 'high' },
];

export interface BoardProps {
  wide: boolean;
  /** Staked amount per cell key (splits count half on each of their numbers). */
  stakes: ReadonlyMap<string, number>;
  winning: number | null;
  splitFirst: number | null;
  disabled: boolean;
  onPick: (target: BoardTarget) => void;
}

export function RouletteBoard({ wide, stakes, winning, splitFirst, disabled, onPick }: BoardProps) {
  const { t } = useGame();
  const labelOf = (target: BoardTarget): string => {
    switch (target.type) {
      case 'number':
        return String(target.number);
      case 'dozen':
        return wide
          ? `${(target.dozen - 1) * 12 + 1}–${target.dozen * 12}`
          : t('dozen', { n: target.dozen });
      case 'column':
        return '2:1';
      default:
        return t(target.type);
    }
  };
  const nameOf = (target: BoardTarget): string => {
    if (target.type === 'column') return t('column', { n: target.column });
    if (target.type === 'dozen') return t('dozen', { n: target.dozen });
    return labelOf(target);
  };
  return (
    <div className={`board ${wide ? 'board--wide' : 'board--narrow'}`} role="group">
      {TARGETS.map((target) => {
        const [col, row, colSpan, rowSpan] = areaOf(target, wide);
        const key = targetKey(target);
        const stake = stakes.get(key) ?? 0;
        const colour = target.type === 'number' ? POCKET_TABLE[target.number]?.color : target.type;
        const style: CSSProperties = {
          gridColumn: `${col} / span ${colSpan}`,
          gridRow: `${row} / span ${rowSpan}`,
        };
        const classes = [
          'board__cell',
          `board__cell--${colour}`,
          target.type === 'number' && winning === target.number ? 'board__cell--winning' : '',
          target.type === 'number' && splitFirst === target.number ? 'board__cell--picked' : '',
        ].join(' ');
        return (
          <button
            key={key}
            type="button"
            className={classes}
            style={style}
            disabled={disabled}
            aria-label={`${t('betOn', { bet: nameOf(target) })}${stake ? `, ${money(stake)}` : ''}`}
            aria-pressed={stake > 0}
            onClick={() => onPick(target)}
          >
            <span className="board__label">{labelOf(target)}</span>
            {stake > 0 && <span className="board__chip">{money(stake).replace(/,00$/, '')}</span>}
          </button>
        );
      })}
    </div>
  );
}
