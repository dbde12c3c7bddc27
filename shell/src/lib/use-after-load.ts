import { useEffect, useState } from 'react';

/**
 * How long after the page's load the libraries of what the first screen does not need are
 * fetched (swiper for the carousel and the footer's provider strip) when the player has not
 * reached for them sooner.
 */
export const AFTER_LOAD_MS = 1500;

/**
 * True once the page has loaded, `delayMs` more have passed and the browser is idle (at most a
 * second later): for what the first screen does not need, so that it neither competes with the
 * first paint nor moves it (house rule: a library loads when its feature is used).
 */
export function useAfterLoad(delayMs: number, enabled = true): boolean {
  const [due, setDue] = useState(enabled && delayMs <= 0);
  useEffect(() => {
    if (due || !enabled) return undefined;
    let timer: number | undefined;
    let idle: number | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(() => setDue(true), { timeout: 1000 });
      } else {
        setDue(true);
      }
    };
    const start = () => {
      timer = window.setTimeout(whenIdle, delayMs);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
    };
  }, [due, delayMs, enabled]);
  return due;
}
