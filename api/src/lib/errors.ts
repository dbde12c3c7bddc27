import type { ApiMessageKey } from './messages';

/**
 * An expected failure that the client should show: the error handler turns it into the envelope
 * with the message in the request's locale. Services throw it; handlers never build errors.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ApiMessageKey | (string & {}),
    readonly values: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (key: AppError['messageKey'], values?: Record<string, string | number>) =>
  new AppError(400, key, values);
export const unauthorized = () => new AppError(401, 'api.unauthorized');
export const notFound = (key: AppError['messageKey'] = 'api.notFound') => new AppError(404, key);
export const tooManyRequests = (key: AppError['messageKey'] = 'api.rateLimited') =>
  new AppError(429, key);
