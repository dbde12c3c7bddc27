import { useCallback, useEffect, useState } from 'react';
import type { RemoteModule, RemoteName } from '@oyna/contracts';
import { useRemoteLoader } from './remotes-context';

export type RemoteStatus =
  | { state: 'loading' }
  | { state: 'ready'; module: RemoteModule }
  | { state: 'failed'; error: Error };

/** Loads a remote the first time a part of the page needs it; `retry` loads it again. */
export function useRemoteModule(remote: RemoteName): { status: RemoteStatus; retry: () => void } {
  const loader = useRemoteLoader();
  const [status, setStatus] = useState<RemoteStatus>(() => {
    const module = loader.loaded(remote);
    return module ? { state: 'ready', module } : { state: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const already = loader.loaded(remote);
    if (already) {
      setStatus({ state: 'ready', module: already });
      return;
    }
    setStatus({ state: 'loading' });
    (attempt === 0 ? loader.load(remote) : loader.retry(remote)).then(
      (module) => live && setStatus({ state: 'ready', module }),
      (error: unknown) =>
        live &&
        setStatus({
          state: 'failed',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      live = false;
    };
  }, [loader, remote, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, retry };
}
