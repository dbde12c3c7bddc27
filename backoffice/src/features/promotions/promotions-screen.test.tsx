import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPromotion } from '@oyna/contracts';
import { renderApp, staffOf } from '../../test/render-app';

const promotion: AdminPromotion = {
  id: 3,
  sort: 1,
  status: true,
  offerCode: 'welcome',
  texts: {
    tr: {
      title: 'Hoş Geldin',
      description: '<p>İlk yatırıma <strong>%100</strong></p>',
      images: ['/api/cms/media/p-tr-1.svg', '/api/cms/media/p-tr-2.svg'],
    },
    en: {
      title: 'Welcome',
      description: '<p>100% on the <strong>first</strong> deposit</p>',
      images: ['/api/cms/media/p-en-1.svg', '/api/cms/media/p-en-2.svg'],
    },
  },
};

const answers = () => ({
  staffMe: staffOf('content'),
  adminPromotions: [promotion],
  adminUpsertPromotion: { id: 3 },
});

describe('Promotions (the back office › content)', () => {
  it('previews both languages as the form changes, and saves both (the offer link kept)', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/content/promotions', answers());
    await user.click(await screen.findByTestId('bo-promotion-3'));
    const en = within(screen.getByTestId('bo-promotion-preview-en'));
    expect(en.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(en.getByText('first').tagName).toBe('STRONG');
    const english = within(screen.getByRole('group', { name: 'English' }));
    const description = english.getByRole('textbox', { name: 'Description (HTML)' });
    await user.clear(description);
    await user.type(description, '<h2>Bigger</h2><script>x</script>');
    expect(en.getByRole('heading', { name: 'Bigger' })).toBeVisible();
    expect(screen.getByTestId('bo-promotion-preview-en').innerHTML).not.toMatch(/script/);
    expect(
      within(screen.getByTestId('bo-promotion-preview-tr')).getByRole('heading', {
        name: 'Hoş Geldin',
      }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'adminUpsertPromotion')).toBe(true));
    const body = calls.find((c) => c.name === 'adminUpsertPromotion')?.payload;
    expect(body).toEqual({
      id: 3,
      sort: 1,
      status: true,
      texts: {
        tr: promotion.texts.tr,
        en: { ...promotion.texts.en, description: '<h2>Bigger</h2><script>x</script>' },
      },
    });
    expect(await screen.findByText('Promotion #3 saved')).toBeInTheDocument();
  });

  it('does not submit a title with markup or a picture that is not a link', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/content/promotions', answers());
    await user.click(await screen.findByTestId('bo-promotion-3'));
    const turkish = within(screen.getByRole('group', { name: 'Turkish' }));
    const title = turkish.getByRole('textbox', { name: 'Title' });
    await user.type(title, '<b>');
    const card = turkish.getByRole('textbox', { name: 'Card picture' });
    await user.clear(card);
    await user.type(card, 'picture.png');
    await user.tab();
    expect(title).toHaveAccessibleDescription('Must be plain text (no HTML)');
    expect(card).toHaveAccessibleDescription(
      'Must be an http(s) address or a path on this site (/…)',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(calls.some((c) => c.name === 'adminUpsertPromotion')).toBe(false);
  });
});
