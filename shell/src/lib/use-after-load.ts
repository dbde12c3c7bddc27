import { useEffect, useState } from 'react';

/**
 * How long after the page's load what the first screen does not need is drawn when the player
 * has not reached for it sooner (the footer's provider logos).
 */
export const AFTER_LOAD_MS = 1500;

/**
 * Calls `run` once the page has loaded, `delayMs` more have passed and the browser is idle (at
 * most a second later): for what the first screen does not need, so that it neither competes
 * with the first paint nor moves it. Returns a cancel.
 */
export function afterLoad(delayMs: number, run: () => void): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(run, { timeout: 1000 });
    } else {
      run();
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
}

/**
 * Resolves once the browser has painted the next frame (a frame after the current task, then a
 * task after that paint), at once where there are no frames to wait for: for start-up work that
 * must not delay the first screen but should not wait for the page's load either.
 */
export function afterFirstPaint(): Promise<void> {
  if (typeof window.requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    window.requestAnimationFrame(() => window.setTimeout(resolve, 0));
  });
}

let settled: Promise<void> | null = null;

/**
 * Resolves once the page has loaded, AFTER_LOAD_MS more have passed and the browser is idle
 * (afterLoad's rule), and at once from then on: for work a page starts more than once, such as
 * the live channel after each login.
 */
export function pageSettled(): Promise<void> {
  settled ??= new Promise((resolve) => afterLoad(AFTER_LOAD_MS, resolve));
  return settled;
}

/** True once `afterLoad` would have run (the popup banner, the footer's provider logos). */
export function useAfterLoad(delayMs: number, enabled = true): boolean {
  const [due, setDue] = useState(enabled && delayMs <= 0);
  useEffect(() => {
    if (due || !enabled) return undefined;
    return afterLoad(delayMs, () => setDue(true));
  }, [due, delayMs, enabled]);
  return due;
}
