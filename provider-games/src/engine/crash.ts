import { first52Bits } from './byte-stream';

/**
 * "Aviator Crash" (notes/provably-fair.md › Crash): one round per bet from the player's own seed
 * pair and nonce — the same scheme as the other games (docs/decisions/007 says why not a global
 * hash chain). Multipliers are integers in hundredths (x100) so that nothing rounds differently
 * on server and browser.
 *
 * - Crash point: X = first 52 bits of the stream / 2^52; crash = max(1, floor(99 / (1 − X)) / 100),
 *   computed exactly in integers; clamped at the configured cap. P(crash ≥ m) = 0.99 / m for
 *   1.01 ≤ m ≤ cap, so every cash-out target up to the cap returns 99 % (1 % edge); clamping does
 *   not change that for targets up to the cap.
 * - Curve: multiplier(ms) = floor(100 · e^(0.00006 · ms)) / 100 since the round started.
 * - The server decides a cash-out by its own clock: elapsed < crashMs(crash) wins
 *   stake × multiplier(elapsed); from crashMs, the first moment the curve passes the crash point,
 *   the round is lost. A cash-out at exactly the crash point pays (bustabit's rule), so a target m
 *   wins with P(crash ≥ m) = R/m and returns the declared R % at every target.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;
export const CRASH_HOUSE_EDGE = 0.01;
export const CRASH_RTP = 1 - CRASH_HOUSE_EDGE;
/**
 * The default crash-point cap in hundredths (1000×; notes/provably-fair.md › What this means for
 * us, 6). A cash-out is decided at or below the crash point, so no round pays more than
 * stake × cap: the cap is the game's declared maximum multiplier.
 */
export const CRASH_DEFAULT_CAP_X100 = 100_000;
/** Bytes of the stream a crash point reads (52 bits). */
export const CRASH_BYTES = 7;
const TWO_POW_52 = 2 ** 52;

/**
 * A crash game's terms (notes/provably-fair.md › Crash, generalised): `rtpPercent` R replaces the
 * 99 of the formula, crash = max(1, floor(R / (1 − X)) / 100), so P(crash ≥ m) = R/100 / m for
 * 1.01 ≤ m ≤ cap (house edge 100 − R %); `capX100` clamps the crash point (null: the deployment's
 * cap); `growthPerMs` is the curve's pace, multiplier(ms) = e^(growthPerMs · ms).
 */
export interface CrashTerms {
  rtpPercent: number;
  capX100: number | null;
  growthPerMs: number;
}

/** Aviator Crash: 99 %, the deployment's cap, the bustabit pace. */
export const AVIATOR_CRASH_TERMS: CrashTerms = {
  rtpPercent: 99,
  capX100: null,
  growthPerMs: CRASH_GROWTH_PER_MS,
};

/** The crash point in hundredths from the stream's first 7 bytes, before the cap. */
export function crashPointX100(bytes: Uint8Array, rtpPercent = 99): number {
  const r = BigInt(first52Bits(bytes));
  const whole = BigInt(TWO_POW_52);
  // floor(R / (1 − r/2^52)) = floor(R · 2^52 / (2^52 − r)); r < 2^52, so never a division by 0.
  const raw = Number((BigInt(rtpPercent) * whole) / (whole - r));
  return Math.max(100, raw);
}

export function cappedCrashX100(bytes: Uint8Array, capX100: number, rtpPercent = 99): number {
  return Math.min(crashPointX100(bytes, rtpPercent), capX100);
}

/** The curve in hundredths after `ms` milliseconds. */
export function multiplierX100At(ms: number, growthPerMs = CRASH_GROWTH_PER_MS): number {
  return Math.floor(100 * Math.exp(growthPerMs * Math.max(0, ms)));
}

/**
 * The first whole millisecond at which the curve passes the crash point: the round's end (0 for
 * 1.00x, an instant bust). Until then the curve is at most the crash point, so a cash-out at the
 * crash point itself still pays.
 */
export function crashMs(crashX100: number, growthPerMs = CRASH_GROWTH_PER_MS): number {
  if (crashX100 <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(crashX100 / 100) / growthPerMs) - 2);
  while (multiplierX100At(ms, growthPerMs) <= crashX100) ms += 1;
  return ms;
}

/** Win in minor units of a cash-out at `multiplierX100`. */
export function crashWinMinor(stakeMinor: number, multiplierX100: number): number {
  return Math.floor((stakeMinor * multiplierX100) / 100);
}

/**
 * The server's decision at `elapsedMs` since the round started: a cash-out at the curve's value,
 * or lost because the curve has already reached the crash point.
 */
export function decideCashOut(
  crashX100: number,
  elapsedMs: number,
  growthPerMs = CRASH_GROWTH_PER_MS,
): { cashedOut: true; multiplierX100: number } | { cashedOut: false } {
  if (elapsedMs >= crashMs(crashX100, growthPerMs)) return { cashedOut: false };
  return { cashedOut: true, multiplierX100: multiplierX100At(elapsedMs, growthPerMs) };
}
