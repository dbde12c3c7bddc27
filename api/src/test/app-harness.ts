import type { ApiEnvelope } from '@oyna/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { ConfigOverrides } from '../config';
import type { TestBackend } from './backends';

export type { ConfigOverrides };

export interface Harness {
  app: FastifyInstance;
  backend: TestBackend;
  close(): Promise<void>;
}

/** A real app on a fresh database of the given backend. */
export async function startApp(
  makeBackend: (overrides?: ConfigOverrides) => Promise<TestBackend>,
  overrides: ConfigOverrides = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<Harness> {
  const backend = await makeBackend(overrides);
  const app = buildApp(backend.config);
  beforeReady?.(app);
  try {
    await app.ready();
  } catch (error) {
    await backend.cleanup();
    throw error;
  }
  return {
    app,
    backend,
    async close() {
      await app.close();
      await backend.cleanup();
    },
  };
}

export interface Called<T> {
  status: number;
  body: ApiEnvelope<T>;
  response: LightMyRequestResponse;
}

/** Injects a request and parses the envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  options: InjectOptions & { locale?: 'tr' | 'en'; token?: string },
): Promise<Called<T>> {
  const { locale, token, headers, ...rest } = options;
  const response = await app.inject({
    ...rest,
    headers: {
      ...(locale ? { 'x-locale': locale } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  return { status: response.statusCode, body: response.json<ApiEnvelope<T>>(), response };
}
