import { act, screen, waitFor, within } from '@testing-library/react';
import { FOOTER_PROVIDERS } from '@oyna/contracts';
import { contentCategoriesLoaded, siteOptionsLoaded } from '../../lib/bootstrap-slice';
import { renderChrome } from '../../test/render-shell';
import { stubMatchMedia } from '../../test/match-media';
import { AFTER_LOAD_MS } from '../../lib/use-after-load';
import { Footer } from './footer';
import { FOOTER_LINKS } from '../layout/menus';

const categories = [
  { name: 'Policies', contentList: [{ id: 1, title: 'Genel Şartlar' }] },
  { name: 'Gambling', contentList: [{ id: 5, title: 'Sorumlu Oyun' }] },
  { name: 'Footer', contentList: [{ id: 8, title: 'Hakkımızda' }] },
  { name: 'Quick Links', contentList: [{ id: 11, title: 'Bonus Kuralları' }] },
];

const options = {
  telegram: 'https://t.me/a',
  telegram2: 'https://t.me/b',
  whatsapp: 'https://wa.me/1',
  whatsapp2: 'https://wa.me/2',
  whatsapp3: 'https://wa.me/3',
  whatsapp4: 'https://wa.me/4',
  instagram: 'https://instagram.com/oyna',
  licenseurl: 'https://license.example/verify',
};

// swiper's breakpoints at phone size.
stubMatchMedia();

function renderFooter() {
  const made = renderChrome(<Footer />);
  act(() => {
    made.store.dispatch(contentCategoriesLoaded(categories));
    made.store.dispatch(siteOptionsLoaded(options));
  });
  return made;
}

describe('footer (spec §2 Other page parts)', () => {
  it('has the link columns, the static links and the content pages at /pages/{id}', () => {
    renderFooter();
    const columns = within(screen.getByRole('navigation', { name: 'Alt bilgi bağlantıları' }));
    for (const title of [
      'Bahis',
      'Casino',
      'Oyunlar',
      'Hızlı Bağlantılar',
      'Bahis İçerikleri',
      'Şartlar',
    ])
      expect(columns.getByRole('heading', { name: title })).toBeInTheDocument();
    const hrefs = columns.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const link of FOOTER_LINKS) expect(hrefs).toContain(link.to);
    expect(columns.getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('href', '/pages/8');
    expect(columns.getByRole('link', { name: 'Genel Şartlar' })).toHaveAttribute(
      'href',
      '/pages/1',
    );
  });

  it('has 2 Telegram and 4 WhatsApp contacts, social icons and the licence badge', () => {
    renderFooter();
    const contacts = within(screen.getByRole('region', { name: 'Hızlı İletişim' }));
    expect(contacts.getAllByRole('link', { name: /Telegram/ })).toHaveLength(2);
    expect(contacts.getAllByRole('link', { name: /WhatsApp/ })).toHaveLength(4);
    expect(
      screen.getByRole('link', { name: 'Instagram (yeni sekmede açılır)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Lisans doğrulama (yeni sekmede açılır)' }),
    ).toHaveAttribute('href', options.licenseurl);
  });

  it('has the 12 provider logos, the 18+ notice with policy links, the legal notice and the year', () => {
    const { store } = renderFooter();
    const strip = within(screen.getByRole('region', { name: 'Oyun sağlayıcıları' }));
    expect(strip.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([
      ...FOOTER_PROVIDERS,
    ]);
    expect(screen.getByRole('img', { name: '18 yaş sınırı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sorumlu Oyun' })).toHaveAttribute('href', '/pages/5');
    expect(screen.getByRole('link', { name: 'genel şartlar ve koşulları' })).toHaveAttribute(
      'href',
      '/pages/1',
    );
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Oyna`))).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: /Sizi Arayalım/ }).click());
    expect(store.getState().ui.dialog).toBe('callRequest');
  });

  describe('the provider strip (spec §9): its logos after the load, sliding near the footer', () => {
    let intersect: (near: boolean) => void = () => undefined;
    beforeEach(() => {
      // The footer is far below the first screen until the test scrolls "near" it.
      window.IntersectionObserver = class {
        constructor(callback: IntersectionObserverCallback) {
          intersect = (near) =>
            callback(
              [{ isIntersecting: near } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        observe() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'IntersectionObserver');
      jest.useRealTimers();
    });

    it('draws the 12 logos still once the page has loaded, and loads swiper only when the player comes near', async () => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      renderFooter();
      expect(screen.queryByRole('region', { name: 'Oyun sağlayıcıları' })).toBeNull();
      await act(async () => jest.advanceTimersByTime(AFTER_LOAD_MS + 10));
      const strip = await screen.findByRole('region', { name: 'Oyun sağlayıcıları' });
      expect(
        within(strip)
          .getAllByRole('img')
          .map((i) => i.getAttribute('alt')),
      ).toEqual([...FOOTER_PROVIDERS]);
      expect(strip.querySelector('.swiper')).toBeNull();

      await act(async () => intersect(true));
      await waitFor(() => expect(strip.querySelector('.swiper')).not.toBeNull());
      expect(within(strip).getAllByRole('img')).toHaveLength(FOOTER_PROVIDERS.length);
    });
  });
});
