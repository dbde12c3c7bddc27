import { afterFirstPaint, afterLoad } from './use-after-load';

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

describe('afterFirstPaint', () => {
  it('resolves in the task after the next frame, not before', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((cb: FrameRequestCallback) => frames.push(cb));
    let painted = false;
    const done = afterFirstPaint().then(() => {
      painted = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(painted).toBe(false);
    frames.shift()?.(performance.now());
    await done;
    expect(painted).toBe(true);
    raf.mockRestore();
  });
});
