import { useEffect, useState } from 'react';
import { RESEND_COUNTDOWN_S } from '@oyna/contracts';

const TICK_MS = 1000;

function secondsLeft(startedAt: number | null, now: number): number {
  if (startedAt === null) return 0;
  const elapsed = Math.floor((now - startedAt) / TICK_MS);
  return Math.min(RESEND_COUNTDOWN_S, Math.max(0, RESEND_COUNTDOWN_S - elapsed));
}

/**
 * spec §4/§9: the resend timer runs from 60 to 0 after each code send. Counted from the send
 * time rather than by ticks, so a throttled background tab still shows the right number.
 */
export function useResendCountdown(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return undefined;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (secondsLeft(startedAt, t) === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [startedAt]);
  return secondsLeft(startedAt, Math.max(now, startedAt ?? now));
}
