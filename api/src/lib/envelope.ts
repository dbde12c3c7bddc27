import type { ApiEnvelope } from '@oyna/contracts';
import { apiMessage, type ApiLocale, type ApiMessageKey } from './messages';

/**
 * spec §3 Auth response: success, message, data — the shape of every api response
 * (ARCHITECTURE.md › api), the contracts' ApiEnvelope.
 */
export function ok<T>(data: T, message = ''): ApiEnvelope<T> {
  return { success: true, message, data };
}

export function fail(message: string, data: unknown = null): ApiEnvelope<unknown> {
  return { success: false, message, data };
}

/** What a service hands back: the data and, when there is one, the message to show (spec §8). */
export interface Outcome<T> {
  data: T;
  message?: ApiMessageKey;
  values?: Record<string, string | number>;
}

/** Renders an outcome as the envelope in the request's locale (no message key: ''). */
export function envelopeOf<T>(locale: ApiLocale, outcome: Outcome<T>): ApiEnvelope<T> {
  return ok(
    outcome.data,
    outcome.message ? apiMessage(locale, outcome.message, outcome.values) : '',
  );
}
