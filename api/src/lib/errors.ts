import { isValid, type ValidationError } from '@oyna/contracts';
import type { ApiMessageKey } from './messages';

type Values = Record<string, string | number>;

/**
 * An expected failure that the client should show: the error handler turns it into the envelope
 * with the message in the request's locale. Services throw it; handlers never build errors.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ApiMessageKey,
    readonly values: Values = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (key: ApiMessageKey, values?: Values) => new AppError(400, key, values);
export const unauthorized = () => new AppError(401, 'api.unauthorized');
export const notFound = (key: ApiMessageKey = 'api.notFound') => new AppError(404, key);
/** 429 naming when to try again (spec §8: the message is shown as it is). */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'api.tooManyRequests', { seconds: Math.max(1, Math.ceil(retryAfterSeconds)) });

/**
 * Input that breaks a §5 rule: the error handler answers 400 with the first failing field, worded
 * by @oyna/contracts in the request's locale.
 */
export class InvalidInput extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: Readonly<Record<string, ValidationError | undefined>>) {
    super('invalid input');
    this.name = 'InvalidInput';
  }
}

/** Throws InvalidInput unless a contracts record validator found nothing. */
export function assertValid(errors: Readonly<Record<string, ValidationError | undefined>>): void {
  if (!isValid(errors)) throw new InvalidInput(errors);
}
