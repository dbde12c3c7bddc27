import { useEffect, useState } from 'react';
import { useAppSelector, type ShellState } from '@oyna/contracts';
import { selectPlaySession, type PlaySessionState } from './play-session-slice';
import { elapsed } from './elapsed';

export const selectPlay = (s: ShellState) =>
  selectPlaySession(s as ShellState & { playSession: PlaySessionState });

/** Time since login, ticking once a second (server clock), or null before it is known. */
export function useSessionTime(): string | null {
  const { startedAt, offsetMs } = useAppSelector(selectPlay);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!startedAt) return undefined;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [startedAt]);
  return startedAt ? elapsed(now + offsetMs - Date.parse(startedAt)) : null;
}
