import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, staffOf } from '../../test/render-app';

const answers = () => ({
  staffMe: staffOf('content'),
  adminTranslations: [{ key: 'menu.spor', tr: 'Spor Bahisleri' }],
  adminSetTranslation: (body: unknown) => {
    const { key, texts } = body as { key: string; texts: Record<string, string | null> };
    return {
      key,
      ...(texts.tr ? { tr: texts.tr } : {}),
      ...(texts.en ? { en: texts.en } : {}),
    };
  },
});

describe('Translation overrides (the back office › content)', () => {
  it('adds an override with the site text previewed in both languages, the empty one built-in', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/content/translations', answers());
    expect(await screen.findByRole('button', { name: /menu\.spor/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New override' }));
    await user.type(screen.getByRole('textbox', { name: 'Message key' }), 'content.popup.title');
    expect(screen.getByTestId('bo-tr-preview-tr')).toHaveTextContent('Size özel kampanya');
    await user.type(
      screen.getByRole('textbox', { name: 'English text (empty: built-in)' }),
      'Just for you',
    );
    expect(screen.getByTestId('bo-tr-preview-en')).toHaveTextContent('Just for you');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'adminSetTranslation')?.payload).toEqual({
        key: 'content.popup.title',
        texts: { tr: null, en: 'Just for you' },
      }),
    );
    expect(await screen.findByText('content.popup.title saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /content\.popup\.title/ })).toBeVisible();
  });

  it('does not submit a key with spaces', async () => {
    const user = userEvent.setup();
    renderApp('/content/translations', answers());
    await user.click(await screen.findByRole('button', { name: 'New override' }));
    const key = screen.getByRole('textbox', { name: 'Message key' });
    await user.type(key, 'menu spor');
    await user.tab();
    expect(key).toHaveAccessibleDescription('Only letters, digits, dots, - and _');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
