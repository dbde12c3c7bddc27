import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSiteContent } from '@oyna/contracts';
import { renderApp, staffOf } from '../../test/render-app';

const content: AdminSiteContent = {
  popup: {
    url: '/promotions',
    images: [576, 992, 1200].map((w) => `/api/cms/media/popup-welcome-${w}.svg`),
  },
  announcement: { current: 'oyna1.com', next: 'oyna2.com' },
};

const answers = () => ({
  staffMe: staffOf('content'),
  adminSiteContent: content,
  adminSetAnnouncement: (body: unknown) => ({
    ...content,
    announcement: body as AdminSiteContent['announcement'],
  }),
  adminSetPopup: (body: unknown) => ({ ...content, popup: body as AdminSiteContent['popup'] }),
});

describe('Popup and announcement (the back office › content)', () => {
  it("previews the top bar's text in both languages and saves the new addresses", async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/content/site', answers());
    const next = await screen.findByRole('textbox', { name: 'Next address' });
    await user.clear(next);
    await user.type(next, 'oyna3.com');
    expect(screen.getByTestId('bo-bar-preview-en')).toHaveTextContent(
      'Our current address is oyna1.com. If you cannot reach it, continue at our next address oyna3.com.',
    );
    expect(screen.getByTestId('bo-bar-preview-tr')).toHaveTextContent(
      'bir sonraki adresimiz oyna3.com',
    );
    await user.click(screen.getByRole('button', { name: 'Save the announcement' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'adminSetAnnouncement')?.payload).toEqual({
        current: 'oyna1.com',
        next: 'oyna3.com',
      }),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('refuses an address that is not a domain and a popup with one picture missing', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/content/site', answers());
    const current = await screen.findByRole('textbox', { name: 'Current address' });
    await user.clear(current);
    await user.type(current, 'Not a domain');
    await user.tab();
    expect(current).toHaveAccessibleDescription('Enter a domain name (e.g. oyna2.com)');
    expect(screen.getByRole('button', { name: 'Save the announcement' })).toBeDisabled();

    const middle = screen.getByRole('textbox', { name: 'Picture (992 px and up)' });
    await user.clear(middle);
    await user.tab();
    expect(middle).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('button', { name: 'Save the popup' })).toBeDisabled();
    expect(calls.some((c) => c.name.startsWith('adminSet'))).toBe(false);
  });

  it('takes the popup away when every picture is cleared, and its preview says so', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/content/site', answers());
    for (const name of ['default', '992 px and up', '1200 px and up']) {
      await user.clear(await screen.findByRole('textbox', { name: `Picture (${name})` }));
    }
    expect(
      within(screen.getByTestId('bo-popup-preview-tr')).getByText('No popup is shown'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save the popup' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'adminSetPopup')?.payload).toEqual({
        url: '/promotions',
        images: [],
      }),
    );
  });
});
