import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Promotion } from '@oyna/contracts';
import { fakeApi, ok, type FakeAnswer } from '@oyna/test-kit';
import { LocationProbe, renderShell } from '../../test/render-shell';
import { DialogSlot } from '../../components/dialog/dialog-slot';
import { localeResolved } from '../../lib/i18n/i18n-slice';
import { pagesSaga } from './pages-saga';
import { PromotionsPage } from './promotions-page';

const TERMS =
  '100% of your first deposit as a bonus, at most ₺500,00. Once per player. Wager the bonus 5× within 30 days.';

const promo = (id: number, key: string, offer?: Promotion['offer']): Promotion => ({
  id,
  title: `${key} promotion`,
  description: `<p>${key} text</p>`,
  images: [{ url: `/api/cms/media/promo-${key}-en-card.svg` }],
  ...(offer ? { offer } : {}),
});

const PROMOTIONS: Promotion[] = [
  promo(1, 'welcome', {
    code: 'first_deposit',
    title: 'First Deposit Bonus',
    terms: TERMS,
    claimable: true,
  }),
  promo(2, 'closed', {
    code: 'goodwill',
    title: 'Goodwill',
    terms: 'Granted by our team.',
    claimable: false,
  }),
  promo(3, 'freespins'),
];

/** /promotions with the pages saga; the list answers when the test says so. */
function renderPage(locale: 'tr' | 'en') {
  let answer: (value: FakeAnswer<'getPromotions'>) => void = () => undefined;
  const api = fakeApi({
    getPromotions: () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  });
  const view = renderShell(
    <>
      <PromotionsPage />
      <DialogSlot />
      <LocationProbe />
    </>,
    {
      api,
      route: '/promotions',
      beforeRender: ({ store, sagaMiddleware }) => {
        store.dispatch(localeResolved(locale));
        sagaMiddleware.run(pagesSaga);
      },
    },
  );
  return {
    ...view,
    answer: async (data: Promotion[]) => {
      await waitFor(() => expect(api.calls.map((c) => c.name)).toContain('getPromotions'));
      await act(async () => answer(ok(data)));
    },
  };
}

describe('PromotionsPage: a bonus promotion shows its offer record’s terms (spec §1 promotions and bonuses)', () => {
  it('shows the terms under "Terms" on the card with a Claim link to /dashboard/claim-bonus', async () => {
    const { answer } = renderPage('en');
    // Loading first; the cards come with their terms in one answer, so nothing shifts later.
    expect(screen.getByText('Loading promotions')).toBeInTheDocument();
    await answer(PROMOTIONS);
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards).toHaveLength(3);

    const welcome = within(cards[0]!);
    // The card's one heading stays its title; "Terms" names the terms' region.
    expect(welcome.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'welcome promotion',
    ]);
    const terms = welcome.getByRole('region', { name: 'Terms' });
    expect(within(terms).getByTestId('promotion-terms-text')).toHaveTextContent(TERMS);
    const claim = welcome.getByRole('link', { name: 'Claim: welcome promotion' });
    expect(claim).toHaveAttribute('href', '/dashboard/claim-bonus');
    fireEvent.click(claim);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/claim-bonus');
  });

  it('offers no Claim link for an offer that is not claimable, and no terms for a promotion that is no offer', async () => {
    const { answer } = renderPage('en');
    await answer(PROMOTIONS);
    const cards = await screen.findAllByTestId('promotion-card');
    expect(within(cards[1]!).getByTestId('promotion-terms-text')).toHaveTextContent(
      'Granted by our team.',
    );
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
    expect(within(cards[2]!).queryByTestId('promotion-terms')).toBeNull();
  });

  it('speaks Turkish: "Koşullar" and the claim link, and the detail dialog shows the same terms', async () => {
    const { answer } = renderPage('tr');
    await answer(PROMOTIONS);
    const cards = await screen.findAllByTestId('promotion-card');
    const welcome = within(cards[0]!);
    expect(welcome.getByRole('region', { name: 'Koşullar' })).toBeInTheDocument();
    expect(welcome.getByRole('link', { name: /Bonusu Talep Et/ })).toHaveAttribute(
      'href',
      '/dashboard/claim-bonus',
    );
    fireEvent.click(welcome.getByRole('button', { name: /Detaylar/ }));
    const detail = await screen.findByTestId('promotion-detail');
    expect(within(detail).getByRole('heading', { name: 'Koşullar' })).toBeInTheDocument();
    expect(within(detail).getByTestId('promotion-terms-text')).toHaveTextContent(TERMS);
    // Claim from the dialog: the dialog closes and Claim Bonus opens.
    fireEvent.click(within(detail).getByRole('link', { name: /Bonusu Talep Et/ }));
    await waitFor(() => expect(screen.queryByTestId('promotion-detail')).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/claim-bonus');
  });
});
