import type { PaymentsConfig } from '../config-types';
import { positive, trimmed } from './env-values';

const DEV_GATEWAY_SECRET = 'oyna-development-payment-gateway-secret';

/**
 * Payments (api/README.md › Payments), a section of config.ts, which assembles and re-exports it:
 * production refuses to start without a real gateway secret.
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv, production: boolean): PaymentsConfig {
  const secret = trimmed(env.PAYMENT_GATEWAY_SECRET);
  if (production && (!secret || secret.length < 32)) {
    throw new Error(
      'PAYMENT_GATEWAY_SECRET (at least 32 characters) is required when NODE_ENV=production',
    );
  }
  return {
    gatewaySecret: secret ?? DEV_GATEWAY_SECRET,
    gatewayPublicUrl: trimmed(env.PAYMENT_GATEWAY_PUBLIC_URL)?.replace(/\/$/, ''),
    callbackUrl: trimmed(env.PAYMENT_CALLBACK_URL),
    sessionTtlSeconds: positive(env, 'PAYMENT_SESSION_TTL_SECONDS', 30 * 60),
    callbackToleranceSeconds: positive(env, 'PAYMENT_CALLBACK_TOLERANCE_SECONDS', 300),
    transferIban: trimmed(env.PAYMENT_TRANSFER_IBAN) ?? 'TR33 0006 1005 1978 6457 8413 26',
    // The back office › the audit: four eyes (₺10,000) and the identity review (₺5,000).
    withdrawalFourEyesMinor: positive(env, 'WITHDRAWAL_FOUR_EYES_MINOR', 1_000_000),
    kycHoldMinor: positive(env, 'KYC_HOLD_MINOR', 500_000),
  };
}
