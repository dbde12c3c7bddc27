/**
 * The one place where money changes representation (ARCHITECTURE.md › api): the database holds
 * integer minor units (kuruş); the API speaks amounts with two decimals (spec §9: tr-TR, 2
 * decimals, Turkish lira).
 */
export function minorToAmount(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an amount in minor units: ${minor}`);
  return minor / 100;
}

/** Rounds half away from zero to the nearest kuruş; refuses anything that is not a finite number. */
export function amountToMinor(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  // Shift the decimal point in the decimal text, not in binary: 1.005 * 100 is 100.49999….
  const text = Math.abs(amount).toString();
  const scaled = text.includes('e') ? Math.abs(amount) * 100 : Number(`${text}e2`);
  const minor = Math.sign(amount) * Math.round(scaled);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount out of range: ${amount}`);
  return minor === 0 ? 0 : minor;
}
