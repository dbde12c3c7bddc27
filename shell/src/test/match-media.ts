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
