import type { ApiClient, ApiEnvelope, EndpointName, RequestOf } from '@oyna/contracts';

type Handler<N extends EndpointName> = (payload: RequestOf<N>) => ApiEnvelope<unknown>;
export type FakeHandlers = { [N in EndpointName]?: Handler<N> };

/**
 * An api client whose `call` answers from handlers, recording every call. Only `call` is
 * implemented: remotes reach the api through the endpoint table.
 */
export function fakeApi(handlers: FakeHandlers) {
  const calls: Array<{ name: EndpointName; payload: unknown }> = [];
  const unsupported = () => Promise.reject(new Error('fakeApi: only call() is implemented'));
  const api = {
    call: (name: EndpointName, payload?: unknown) => {
      calls.push({ name, payload });
      const handler = handlers[name] as ((p: unknown) => ApiEnvelope<unknown>) | undefined;
      if (!handler) return Promise.reject(new Error(`fakeApi: no handler for ${name}`));
      try {
        return Promise.resolve(handler(payload));
      } catch (error) {
        return Promise.reject(error);
      }
    },
    get: unsupported,
    post: unsupported,
    url: (path: string) => `http://api.test/${path}`,
  } as unknown as ApiClient;
  return { api, calls };
}
