import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Below this a game is too small to play: the frame scrolls instead of shrinking it further. */
export const MIN_FIT_SCALE = 0.5;

/** The scale at which content `needed` px tall fits `available` px: 1 when it fits as it is. */
export function fitScale(available: number, needed: number): number {
  if (needed <= 0 || available <= 0 || needed <= available) return 1;
  return Math.max(available / needed, MIN_FIT_SCALE);
}

/**
 * The fit-to-frame container every game screen sits in: the game is laid out at the frame's
 * width and, when it is taller than the space left under the top bar, scaled down as a whole
 * (centred) until it fits, so nothing (the Spin or Bet button least of all) ends below the
 * frame the site gives it — a phone's dialog in either orientation, a desktop's play page.
 * It follows the frame and the game as they resize (rotation, a result line, a panel).
 */
export function FitToFrame({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);

  useLayoutEffect(() => {
    const outer = frame.current;
    const inner = content.current;
    if (!outer || !inner) return;
    const fit = () => {
      // offsetHeight is the layout height, before the transform
      const next = fitScale(outer.clientHeight, inner.offsetHeight);
      setScale((current) => (Math.abs(current - next) < 0.002 ? current : next));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={frame} className="fit-frame" data-scale={scale.toFixed(3)}>
      <div
        ref={content}
        className="fit-frame__content"
        style={scale < 1 ? { transform: `scale(${scale})` } : undefined}
      >
        {children}
      </div>
    </div>
  );
}
