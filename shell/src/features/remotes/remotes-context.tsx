import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteLoader } from './remote-loader';

const RemotesContext = createContext<RemoteLoader | null>(null);

export function RemotesProvider({
  loader,
  children,
}: {
  loader: RemoteLoader;
  children: ReactNode;
}) {
  return <RemotesContext.Provider value={loader}>{children}</RemotesContext.Provider>;
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemotesContext);
  if (!loader) throw new Error('useRemoteLoader needs a RemotesProvider');
  return loader;
}
