import { CONFETTI_PARTICLES } from '@oyna/contracts';

/**
 * spec §2/§9: the celebration's confetti burst of 150 particles. Nothing is drawn where motion
 * should be reduced (prefers-reduced-motion) or where there is no real canvas (jsdom has no
 * matchMedia and no 2D context), and a failure to draw never breaks the dialog.
 */
export function burstConfetti(): void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  // canvas-confetti is loaded with the first celebration, not at start-up.
  void import('canvas-confetti')
    .then(({ default: confetti }) =>
      confetti({
        particleCount: CONFETTI_PARTICLES,
        spread: 100,
        origin: { y: 0.6 },
        zIndex: 1000,
        disableForReducedMotion: true,
      }),
    )
    .catch(() => {
      // Decoration only: a failure to load or draw never breaks the dialog.
    });
}
