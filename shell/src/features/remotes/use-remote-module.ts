import { useCallback, useEffect, useState } from 'react';
import type { RemoteModule, RemoteName } from '@oyna/contracts';
import { useRemoteLoader } from './remotes-context';

export type RemoteStatus =
  | { state: 'loading' }
  | { state: 'ready'; module: RemoteModule }
  | { state: 'failed'; error: Error };

/**
 * Loads a remote the first time a part of the page needs it; `retry` loads it again. The status
 * is kept per remote: when the same area is asked for another remote (the one dialog slot going
 * from `casino:game` to `payments:deposit`, spec §2 one dialog at a time), the previous remote's
 * module is never handed out for the new one.
 */
export function useRemoteModule(remote: RemoteName): { status: RemoteStatus; retry: () => void } {
  const loader = useRemoteLoader();
  const initial = useCallback(
    (name: RemoteName): RemoteStatus => {
      const module = loader.loaded(name);
      return module ? { state: 'ready', module } : { state: 'loading' };
    },
    [loader],
  );
  const [held, setHeld] = useState<{ remote: RemoteName; status: RemoteStatus }>(() => ({
    remote,
    status: initial(remote),
  }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const setStatus = (status: RemoteStatus) => setHeld({ remote, status });
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
  return { status: held.remote === remote ? held.status : initial(remote), retry };
}
