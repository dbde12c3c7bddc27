import type { GatewayCallback } from './gateway/types';

// The shapes a payment request's fields and a gateway callback must have before anything is read.

/**
 * Whether a masked field's value fits its mask (imask pattern, as the dialog's input: `0` a
 * digit, `a` a letter, `*` anything, other characters fixed; spaces are not significant).
 */
export function matchesMask(mask: string, value: string): boolean {
  const pattern = [...mask.replace(/\s/g, '')]
    .map((c) =>
      c === '0'
        ? '\\d'
        : c === 'a'
          ? '\\p{L}'
          : c === '*'
            ? '.'
            : c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${pattern}$`, 'u').test(value.replace(/\s/g, ''));
}

/** The callback body, or undefined when it is not one. */
export function parseCallback(raw: string): GatewayCallback | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => typeof x === 'string' && x.length > 0 && x.length <= 200;
  if (!text(v.transactionId) || !text(v.reference) || !/^\d{1,15}$/.test(String(v.reference))) {
    return undefined;
  }
  if (v.outcome !== 'paid' && v.outcome !== 'declined' && v.outcome !== 'cancelled')
    return undefined;
  if (typeof v.amount !== 'number' || !Number.isFinite(v.amount) || v.amount <= 0) return undefined;
  if (!text(v.currency)) return undefined;
  return v as unknown as GatewayCallback;
}
