/**
 * jsdom has no matchMedia; swiper asks it for its breakpoints. Installs a stub that matches no
 * query (phone size) for the describe block it is called in.
 */
export function stubMatchMedia(): void {
  beforeAll(() => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
  });
  afterAll(() => Reflect.deleteProperty(window, 'matchMedia'));
}

/**
 * A matchMedia at a screen size the test can change: it answers the phone queries
 * (`max-width`, the 992 px breakpoint useIsMobile reads) while `size` is 'phone', and tells their
 * listeners when `resize` crosses the breakpoint. Installed until the test's afterEach removes it.
 */
export function screenIs(size: 'phone' | 'desktop') {
  const state = { mobile: size === 'phone' };
  const listeners = new Set<() => void>();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      get matches() {
        return state.mobile && query.includes('max-width');
      },
      media: query,
      addEventListener: (_: string, h: () => void) => listeners.add(h),
      removeEventListener: (_: string, h: () => void) => listeners.delete(h),
    }),
  });
  return {
    resize(to: 'phone' | 'desktop') {
      state.mobile = to === 'phone';
      for (const h of listeners) h();
    },
  };
}
