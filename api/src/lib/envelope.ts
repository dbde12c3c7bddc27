import { apiMessage, type ApiLocale, type ApiMessageKey } from './messages';

/**
 * spec §3 Auth response: success, message, data — the shape of every api response
 * (ARCHITECTURE.md › api). Mirrors ApiEnvelope of @oyna/contracts.
 */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = ''): Envelope<T> {
  return { success: true, message, data };
}

export function fail(message: string, data: unknown = null): Envelope<unknown> {
  return { success: false, message, data };
}

/** JSON schema of the envelope around `data`, for response serialisation. */
export function envelopeSchema(data: Record<string, unknown>) {
  return {
    type: 'object',
    required: ['success', 'message', 'data'],
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      data,
    },
  } as const;
}

/** Request schema of a call that takes no input (spec §7 GET calls): any query is ignored. */
export const noQuerySchema = { type: 'object', properties: {} } as const;

/** What a service hands back: the data and the key of the message to show (spec §8). */
export interface Outcome<T> {
  data: T;
  message: ApiMessageKey;
  values?: Record<string, string | number>;
}

/** Renders an outcome as the envelope in the request's locale. */
export function envelopeOf<T>(locale: ApiLocale, outcome: Outcome<T>): Envelope<T> {
  return ok(outcome.data, apiMessage(locale, outcome.message, outcome.values));
}
