import { startFieldData } from './field-data';
import { startVitalsReporter } from './vitals-reporter';

// The measuring library is no start-up script: its chunk is asked for once the page has loaded,
// AFTER_LOAD_MS more have passed and the browser is idle (lib/use-after-load.ts).
jest.mock('./vitals-reporter', () => ({ startVitalsReporter: jest.fn() }));

describe('startFieldData', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads and starts the reporter only after the load, the delay and an idle moment', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: Array<() => void> = [];
    window.requestIdleCallback = jest.fn((cb: IdleRequestCallback) => {
      idle.push(() => cb({ didTimeout: false, timeRemaining: () => 10 }));
      return idle.length;
    });
    startFieldData();
    jest.advanceTimersByTime(10_000);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(1499);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    await Promise.resolve();
    expect(startVitalsReporter).not.toHaveBeenCalled();

    idle.forEach((fire) => fire());
    await jest.runAllTimersAsync();
    expect(startVitalsReporter).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });
});
