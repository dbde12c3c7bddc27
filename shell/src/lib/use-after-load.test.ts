import { afterLoad } from './use-after-load';

describe('afterLoad', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once the page has loaded, the delay has passed and the browser is idle', () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = jest.fn((cb: IdleRequestCallback) => {
      idle.push(() => cb({ didTimeout: false, timeRemaining: () => 10 }));
      return idle.length;
    });
    const run = jest.fn();
    afterLoad(1500, run);
    jest.advanceTimersByTime(1499);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: 1000,
    });
    expect(run).not.toHaveBeenCalled();
    idle.forEach((fire) => fire());
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event when the page is still loading, and can be cancelled', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const run = jest.fn();
    const cancel = afterLoad(0, run);
    jest.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    cancel();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    readyState.mockRestore();
  });
});
