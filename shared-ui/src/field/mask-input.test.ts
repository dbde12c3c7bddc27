import { IMaskInput } from 'react-imask';
import { loadMaskInput } from './mask-input';

describe('loadMaskInput (react-imask on first use)', () => {
  afterEach(() => jest.dontMock('react-imask'));

  it('loads react-imask once and hands every caller the same input component', async () => {
    const first = loadMaskInput();
    expect(loadMaskInput()).toBe(first);
    await expect(first).resolves.toBe(IMaskInput);
  });

  it('tries again on the next use when a load failed (e.g. a chunk that did not arrive)', async () => {
    let attempts = 0;
    jest.doMock('react-imask', () => {
      attempts += 1;
      throw new Error('chunk failed');
    });
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./mask-input');
      await expect(fresh.loadMaskInput()).rejects.toThrow('chunk failed');
      await expect(fresh.loadMaskInput()).rejects.toThrow('chunk failed');
    });
    expect(attempts).toBe(2);
  });
});
