import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/http';
import { renderApp, staffOf } from '../../test/render-app';

const answers = (extra: Record<string, unknown> = {}) => ({
  staffMe: staffOf('support', 'Selin Destek'),
  ...extra,
});

async function fillTexts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title (Turkish)'), 'Bakım');
  await user.type(screen.getByLabelText('Text (Turkish)'), 'Gece 02:00 bakım var.');
  await user.type(screen.getByLabelText('Title (English)'), 'Maintenance');
  await user.type(screen.getByLabelText('Text (English)'), 'Maintenance at 02:00.');
}

describe('the notifications screen', () => {
  it('previews both languages as they are typed and sends to one player', async () => {
    const view = renderApp('/notifications', answers({ adminSendNotification: { count: 1 } }));
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Send a notification' });
    await user.type(screen.getByLabelText('Username'), ' ayse ');
    await fillTexts(user);
    const tr = screen.getByRole('region', { name: 'Preview: Turkish' });
    const en = screen.getByRole('region', { name: 'Preview: English' });
    expect(tr).toHaveTextContent('Bakım');
    expect(tr).toHaveTextContent('Gece 02:00 bakım var.');
    expect(tr).toHaveTextContent('System');
    expect(en).toHaveTextContent('Maintenance at 02:00.');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.name === 'adminSendNotification')?.payload).toEqual({
        username: 'ayse',
        promotional: false,
        texts: {
          tr: { title: 'Bakım', note: 'Gece 02:00 bakım var.' },
          en: { title: 'Maintenance', note: 'Maintenance at 02:00.' },
        },
      }),
    );
    expect(await screen.findByText('Sent to 1 player(s)')).toBeInTheDocument();
    // The form starts again empty.
    expect(screen.getByLabelText('Title (Turkish)')).toHaveValue('');
  });

  it('does not send while invalid: a username and both languages are needed', async () => {
    const view = renderApp('/notifications', answers({ adminSendNotification: { count: 1 } }));
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Send a notification' });
    await user.type(screen.getByLabelText('Title (Turkish)'), 'Yalnız başlık');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(view.calls.some((c) => c.name === 'adminSendNotification')).toBe(false);
  });

  it('sends a promotional one to every player, and shows the break rule', async () => {
    const view = renderApp('/notifications', answers({ adminSendNotification: { count: 42 } }));
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Send a notification' });
    expect(screen.getByText(/may get only non-promotional notifications/)).toBeVisible();
    await user.selectOptions(screen.getByLabelText('To'), 'Every player');
    expect(screen.queryByLabelText('Username')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Promotional (a bonus, an offer)' }));
    await fillTexts(user);
    expect(screen.getByRole('region', { name: 'Preview: English' })).toHaveTextContent('Bonus');
    await user.click(screen.getByRole('button', { name: 'Send to every player' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.name === 'adminSendNotification')?.payload).toMatchObject({
        all: true,
        promotional: true,
      }),
    );
    expect(await screen.findByText('Sent to 42 player(s)')).toBeInTheDocument();
  });

  it("shows the api's refusal (a player on a break) and keeps the form", async () => {
    renderApp(
      '/notifications',
      answers({
        adminSendNotification: new ApiError(
          400,
          'The player is on a break: only non-promotional notifications may be sent',
        ),
      }),
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Send a notification' });
    await user.type(screen.getByLabelText('Username'), 'mola');
    await user.click(screen.getByRole('checkbox', { name: /Promotional/ }));
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not sent: The player is on a break',
    );
    expect(screen.getByLabelText('Username')).toHaveValue('mola');
  });

  it('is not for the cashier', async () => {
    renderApp('/notifications', { staffMe: staffOf('cashier') });
    expect(await screen.findByTestId('bo-not-allowed')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByRole('link', { name: 'Notifications' })).toBeNull();
  });

  it('is in Turkish by default', async () => {
    renderApp('/notifications', answers(), 'tr');
    expect(await screen.findByRole('heading', { name: 'Bildirim gönder' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Önizleme: Türkçe' })).toBeInTheDocument();
  });
});
