import { useSyncExternalStore } from 'react';
import type * as Toastify from 'react-toastify';

/**
 * react-toastify is loaded on the first toast, not at start (house rule: a
 * library is loaded when its feature is used; a visitor's first paint needs no toast). The
 * layout mounts the container once `wanted` turns true; a toast shown before the container is
 * mounted is queued by react-toastify and appears when it mounts.
 */
let wanted = false;
let loading: Promise<typeof Toastify> | null = null;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<typeof Toastify> {
  if (!loading) {
    loading = import('react-toastify');
    wanted = true;
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Whether a toast has been asked for (the layout then mounts the container). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
