import { getContext } from 'redux-saga/effects';
import type { HttpClient } from './http';
import { ApiError } from './http';

/** The saga context key of the HTTP client (app/store.ts gives it to the saga middleware). */
export const HTTP_CONTEXT = 'http';

export function* httpClient() {
  return (yield getContext(HTTP_CONTEXT)) as HttpClient;
}

/** The message of a failed call as the api wrote it, or '' (no answer: the caller's own text). */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : '';
}
