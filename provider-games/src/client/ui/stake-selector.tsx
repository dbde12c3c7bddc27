import { money } from '../format';

/** Stake steps in kuruş: ₺1 … ₺10.000. */
const LADDER = [
  100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000,
];

/** The stakes a session allows: the ladder within [min, max], on the step, plus min and max. */
export function stakeLadder(minMinor: number, maxMinor: number, stepMinor = 1): number[] {
  const inside = LADDER.filter((v) => v >= minMinor && v <= maxMinor && v % stepMinor === 0);
  return [...new Set([minMinor, ...inside, maxMinor])].sort((a, b) => a - b);
}

export interface StakeSelectorProps {
  value: number;
  options: number[];
  onChange: (value: number) => void;
  disabled?: boolean;
  label: string;
  lowerLabel: string;
  raiseLabel: string;
}

/** − ₺10,00 +: steps through the allowed stakes, never outside the session's limits. */
export function StakeSelector(props: StakeSelectorProps) {
  const { value, options, onChange, disabled, label } = props;
  const index = options.indexOf(value);
  const lower = index > 0 ? options[index - 1] : undefined;
  const higher = index >= 0 && index < options.length - 1 ? options[index + 1] : undefined;
  return (
    <div className="stake" role="group" aria-label={label}>
      <span className="stake__label">{label}</span>
      <button
        type="button"
        className="stake__step"
        aria-label={props.lowerLabel}
        disabled={disabled || lower === undefined}
        onClick={() => lower !== undefined && onChange(lower)}
      >
        −
      </button>
      <output className="stake__value" aria-live="polite">
        {money(value)}
      </output>
      <button
        type="button"
        className="stake__step"
        aria-label={props.raiseLabel}
        disabled={disabled || higher === undefined}
        onClick={() => higher !== undefined && onChange(higher)}
      >
        +
      </button>
    </div>
  );
}
