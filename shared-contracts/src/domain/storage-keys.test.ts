import { popupContentHash, popupSeenKey } from './storage-keys';

describe('popupContentHash (spec §4: the popup shows once per distinct content)', () => {
  const popup = {
    url: '/promotions',
    images: [{ url: '/a-576.svg' }, { url: '/a-992.svg' }, { url: '/a-1200.svg' }],
  };

  it('is stable for the same content and 8 hex digits long', () => {
    expect(popupContentHash(popup)).toBe(popupContentHash({ ...popup, images: [...popup.images] }));
    expect(popupContentHash(popup)).toMatch(/^[0-9a-f]{8}$/);
    expect(popupSeenKey(popupContentHash(popup))).toMatch(/^popupSeen:[0-9a-f]{8}$/);
  });

  it('changes when the link or any picture changes', () => {
    const base = popupContentHash(popup);
    expect(popupContentHash({ ...popup, url: '/casino/slot' })).not.toBe(base);
    expect(
      popupContentHash({ ...popup, images: [...popup.images.slice(0, 2), { url: '/b.svg' }] }),
    ).not.toBe(base);
  });
});
