import { ensureFingerprint, getFingerprint } from './fingerprint';

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('fingerprint (spec §9: 1 s timeout, stored once and reused)', () => {
  it("stores the component's answer once and reuses it", async () => {
    const component = jest.fn(async () => 'visitor-1');
    await expect(ensureFingerprint(component)).resolves.toBe('visitor-1');
    expect(localStorage.getItem('fingerprint')).toBe('visitor-1');
    await expect(ensureFingerprint(async () => 'visitor-2')).resolves.toBe('visitor-1');
    expect(getFingerprint()).toBe('visitor-1');
    expect(component).toHaveBeenCalledTimes(1);
  });

  it("stores the page's own id when the component does not answer within 1 s", async () => {
    jest.useFakeTimers();
    const before = getFingerprint();
    const result = ensureFingerprint(() => new Promise<string>(() => undefined));
    await jest.advanceTimersByTimeAsync(999);
    expect(localStorage.getItem('fingerprint')).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(before);
    expect(localStorage.getItem('fingerprint')).toBe(before);
  });

  it('falls back to the page id when the component throws', async () => {
    const before = getFingerprint();
    const id = await ensureFingerprint(() => Promise.reject(new Error('no canvas')));
    expect(id).toBe(before);
    expect(localStorage.getItem('fingerprint')).toBe(id);
  });
});
