/**
 * How config.ts and its sections read one variable: blank means the default, anything else must
 * parse or the start stops with the variable's name (CONVENTIONS.md › environment only in
 * `config.ts`: these helpers are its, no other module reads the environment).
 */

export function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

export const trimmed = (v: string | undefined) =>
  v === undefined || v.trim() === '' ? undefined : v.trim();

export function intOf(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer`);
  return n;
}

/** A positive integer setting (the payments' and the hub's: blank means the default). */
export function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  return intOf(nonEmpty(env[name]), fallback, name);
}

export function integerAtLeast(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min = 0,
): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min}`);
  return n;
}

/** An amount in lira, kept in kuruş. */
export function lira(env: NodeJS.ProcessEnv, name: string, fallbackMinor: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallbackMinor;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive amount`);
  return Math.round(n * 100);
}
