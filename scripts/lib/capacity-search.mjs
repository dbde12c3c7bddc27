// The largest load a system holds within a limit, by trials (for bench/api/mixed-bench.mjs: the
// most players whose p99 stays within budget). A trial is costly (a bounded window of real load),
// so the search spends few of them: it doubles from a start while trials pass (halving while they
// fail), then bisects the bracket between the largest passing and the smallest failing count
// until it is narrower than `resolution` of the passing one. The load is assumed to pass below
// any count that passes (noise may break that; every trial is returned so a reader can see it).

/**
 * @template T
 * @typedef {{ n: number, pass: boolean, detail: T }} Trial
 */

/**
 * @template T
 * @param {object} o
 * @param {number} o.start      the first count tried
 * @param {number} o.max        never tries more than this
 * @param {number} [o.min]      never tries fewer than this (default 1)
 * @param {(n: number) => Promise<{ pass: boolean, detail: T }>} o.trial
 * @param {(lo: number) => number} [o.resolution]  stop once hi − lo ≤ this (default 10 % of lo, ≥ 1)
 * @param {() => boolean} [o.mayContinue]  asked before every trial after the first: false stops
 *                                          the search where it is (a time budget)
 * @returns {Promise<{ best: number, failedAt: number | null, complete: boolean, trials: Trial<T>[] }>}
 *   best: the largest count that passed (0 when none did); failedAt: the smallest that failed
 *   (null when none did, or none was tried above best); complete: false when cut short.
 */
export async function largestPassing({
  start,
  max,
  min = 1,
  trial,
  resolution = (lo) => Math.max(1, Math.ceil(lo * 0.1)),
  mayContinue = () => true,
}) {
  if (!(Number.isInteger(min) && min >= 1 && Number.isInteger(max) && max >= min)) {
    throw new RangeError(`need whole counts 1 ≤ min ≤ max (min ${min}, max ${max})`);
  }
  /** @type {Trial<T>[]} */
  const trials = [];
  let lo = 0;
  /** @type {number | null} */
  let hi = null;
  let complete = true;
  const tryCount = async (n) => {
    if (trials.length > 0 && !mayContinue()) {
      complete = false;
      return false;
    }
    const { pass, detail } = await trial(n);
    trials.push({ n, pass, detail });
    if (pass) lo = Math.max(lo, n);
    else hi = hi === null ? n : Math.min(hi, n);
    return true;
  };

  let n = Math.min(max, Math.max(min, Math.round(start)));
  if (!(await tryCount(n))) return { best: lo, failedAt: hi, complete, trials };
  // Outward: double while passing, halve while failing, until the answer is bracketed.
  while (hi === null && lo < max) {
    n = Math.min(max, lo * 2);
    if (!(await tryCount(n))) return { best: lo, failedAt: hi, complete, trials };
  }
  while (lo === 0 && hi !== null && hi > min) {
    n = Math.max(min, Math.floor(hi / 2));
    if (!(await tryCount(n))) return { best: lo, failedAt: hi, complete, trials };
  }
  // Inward: bisect (lo, hi) while it is wider than the resolution (lo = 0: min failed, no answer).
  while (lo > 0 && hi !== null && hi - lo > Math.max(1, resolution(lo))) {
    n = Math.floor((lo + hi) / 2);
    if (!(await tryCount(n))) break;
  }
  return { best: lo, failedAt: hi, complete, trials };
}
