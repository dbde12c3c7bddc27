/**
 * Payments configuration (api/README.md › Payments). Read once at start-up with the rest of the
 * environment (config.ts).
 */
export interface PaymentsConfig {
  /** HMAC-SHA256 key shared with the gateway; signs its callbacks. */
  gatewaySecret: string;
  /** Public base of the hosted payment page; unset: the site's own origin + /provider/pay. */
  gatewayPublicUrl?: string;
  /** Where the gateway posts callbacks; unset: delivered to this api in-process. */
  callbackUrl?: string;
  /** Lifetime of a hosted payment session (then Expired). */
  sessionTtlSeconds: number;
  /** How old a callback's timestamp may be, either way (shared notes: 300 s). */
  callbackToleranceSeconds: number;
  /** The operator's receiving IBAN shown in bank transfer instructions. */
  transferIban: string;
}

const DEV_GATEWAY_SECRET = 'oyna-development-payment-gateway-secret';

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer`);
  return n;
}

const set = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());

export function loadPaymentsConfig(env: NodeJS.ProcessEnv, production: boolean): PaymentsConfig {
  const secret = set(env.PAYMENT_GATEWAY_SECRET);
  if (production && (!secret || secret.length < 32)) {
    throw new Error(
      'PAYMENT_GATEWAY_SECRET (at least 32 characters) is required when NODE_ENV=production',
    );
  }
  return {
    gatewaySecret: secret ?? DEV_GATEWAY_SECRET,
    gatewayPublicUrl: set(env.PAYMENT_GATEWAY_PUBLIC_URL)?.replace(/\/$/, ''),
    callbackUrl: set(env.PAYMENT_CALLBACK_URL),
    sessionTtlSeconds: positive(
      env.PAYMENT_SESSION_TTL_SECONDS,
      30 * 60,
      'PAYMENT_SESSION_TTL_SECONDS',
    ),
    callbackToleranceSeconds: positive(
      env.PAYMENT_CALLBACK_TOLERANCE_SECONDS,
      300,
      'PAYMENT_CALLBACK_TOLERANCE_SECONDS',
    ),
    transferIban: set(env.PAYMENT_TRANSFER_IBAN) ?? 'TR33 0006 1005 1978 6457 8413 26',
  };
}
