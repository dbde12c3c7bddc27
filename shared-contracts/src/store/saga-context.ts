import { getContext, type GetContextEffect } from 'redux-saga/effects';
import type { ApiClient } from '../http/client';

/**
 * The saga middleware's context, set by the shell: remotes' sagas reach the configured api
 * client (bearer token, locale, fingerprint, 401 rule) with `yield getApi()`.
 */
export interface OynaSagaContext {
  api: ApiClient;
}

export const SAGA_CONTEXT_API = 'api';

export function getApi() {
  return getContext(SAGA_CONTEXT_API);
}

/** `yield* getApiTyped()`: the configured api client from the saga context, typed. */
export function* getApiTyped(): Generator<GetContextEffect, ApiClient, unknown> {
  const api: unknown = yield getApi();
  return api as ApiClient;
}
