import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSlide } from '@oyna/contracts';
import { ApiError } from '../../lib/http';
import { renderApp, staffOf } from '../../test/render-app';

const pictures = (key: string, locale: string) =>
  [576, 992, 1200].map((w) => `/api/cms/media/slide-${key}-${locale}-${w}.svg`);

const welcome: AdminSlide = {
  id: 1,
  slug: 'home',
  sort: 1,
  url: '/promotions',
  target: '_self',
  status: true,
  texts: {
    tr: { title: 'Hoş Geldin Bonusu', images: pictures('welcome', 'tr') },
    en: { title: 'Welcome Bonus', images: pictures('welcome', 'en') },
  },
};
const jackpot: AdminSlide = {
  id: 5,
  slug: 'casino',
  sort: 2,
  url: '#',
  target: '_self',
  status: false,
  texts: {
    tr: { title: 'Jackpot Avı', images: pictures('jackpot', 'tr') },
    en: { title: 'Jackpot Hunt', images: pictures('jackpot', 'en') },
  },
};

function answers(extra: Record<string, unknown> = {}) {
  return {
    staffMe: staffOf('content', 'Ceren İçerik'),
    adminSlides: [welcome, jackpot],
    adminUpsertSlide: (body: unknown) => ({ id: (body as { id?: number }).id ?? 9 }),
    ...extra,
  };
}

describe('Slides (the back office › content)', () => {
  it('lists every slide by slider, switched off ones too, with their titles in the language on screen', async () => {
    renderApp('/content/slides', answers());
    const list = await screen.findByRole('navigation', { name: 'The slides' });
    expect(within(list).getByText('Slider: home')).toBeInTheDocument();
    expect(within(list).getByText('Slider: casino')).toBeInTheDocument();
    expect(within(screen.getByTestId('bo-slide-1')).getByText('Welcome Bonus')).toBeVisible();
    expect(within(screen.getByTestId('bo-slide-5')).getByText('Off')).toBeVisible();
  });

  it("edits a slide's title with its preview in both languages, and saves the whole slide", async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/content/slides', answers());
    await user.click(await screen.findByTestId('bo-slide-1'));
    const english = within(screen.getByRole('group', { name: 'English' }));
    const title = english.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'A Bigger Welcome');

    // The preview follows the form: each language's picture with its own title.
    const en = within(screen.getByTestId('bo-slide-preview-en'));
    const tr = within(screen.getByTestId('bo-slide-preview-tr'));
    expect(en.getByRole('img', { name: 'A Bigger Welcome' })).toHaveAttribute(
      'src',
      '/api/cms/media/slide-welcome-en-1200.svg',
    );
    expect(tr.getByRole('img', { name: 'Hoş Geldin Bonusu' })).toHaveAttribute(
      'src',
      '/api/cms/media/slide-welcome-tr-1200.svg',
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'adminUpsertSlide')).toBe(true));
    expect(calls.find((c) => c.name === 'adminUpsertSlide')?.payload).toEqual({
      id: 1,
      slug: 'home',
      sort: 1,
      url: '/promotions',
      target: '_self',
      status: true,
      images: { tr: pictures('welcome', 'tr'), en: pictures('welcome', 'en') },
      titles: { tr: 'Hoş Geldin Bonusu', en: 'A Bigger Welcome' },
    });
    expect(await screen.findByText('Slide #1 saved')).toBeInTheDocument();
    // The list is read again after a save.
    expect(calls.filter((c) => c.name === 'adminSlides')).toHaveLength(2);
  });

  it('does not submit while a field is invalid, and shows why', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/content/slides', answers());
    await user.click(await screen.findByTestId('bo-slide-1'));
    const turkish = within(screen.getByRole('group', { name: 'Turkish' }));
    const title = turkish.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, '<b>Bonus</b>');
    const link = screen.getByRole('textbox', { name: 'Link' });
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    await user.tab();
    expect(title).toHaveAccessibleDescription('Must be plain text (no HTML)');
    expect(link).toHaveAccessibleDescription(
      'Must be an http(s) address or a path on this site (/…)',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(calls.some((c) => c.name === 'adminUpsertSlide')).toBe(false);
  });

  it("adds a new slide, and shows the api's refusal as a toast", async () => {
    const user = userEvent.setup();
    const { calls } = renderApp(
      '/content/slides',
      answers({
        adminUpsertSlide: new ApiError(
          400,
          'A link must be an http(s) address or a path on this site',
        ),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'New slide' }));
    expect(screen.getByRole('button', { name: 'Add the slide' })).toBeDisabled();
    for (const group of ['Turkish', 'English']) {
      const fields = within(screen.getByRole('group', { name: group }));
      await user.type(fields.getByRole('textbox', { name: 'Title' }), `${group} title`);
      for (const [i, name] of ['default', '992 px and up', '1200 px and up'].entries()) {
        await user.type(
          fields.getByRole('textbox', { name: `Picture (${name})` }),
          `/api/cms/media/new-${group}-${i}.svg`,
        );
      }
    }
    await user.click(screen.getByRole('button', { name: 'Add the slide' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'adminUpsertSlide')).toBe(true));
    const body = calls.find((c) => c.name === 'adminUpsertSlide')?.payload as Record<
      string,
      unknown
    >;
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({ slug: 'home', url: '#', titles: { en: 'English title' } });
    expect(
      await screen.findByText(
        'The slide could not be saved: A link must be an http(s) address or a path on this site',
      ),
    ).toBeInTheDocument();
  });

  it('is shown in Turkish by default', async () => {
    renderApp('/content/slides', answers(), 'tr');
    expect(await screen.findByRole('heading', { name: 'Slaytlar', level: 1 })).toBeVisible();
    expect(await screen.findByText('Kaydırıcı: home')).toBeVisible();
  });

  it('tells a cashier the screen is not theirs', async () => {
    const { calls } = renderApp('/content/slides', answers({ staffMe: staffOf('cashier') }));
    expect(await screen.findByTestId('bo-not-allowed')).toHaveTextContent(
      'The Cashier role may not use this screen.',
    );
    expect(calls.some((c) => c.name === 'adminSlides')).toBe(false);
  });
});
