import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/http';
import { renderApp, staffOf } from '../../test/render-app';

const enrolment = {
  uri: 'otpauth://totp/Oyna:owner%40oyna.test?secret=JBSWY3DPEHPK3PXP&issuer=Oyna',
  qr: 'data:image/png;base64,iVBORw0KGgo=',
};
const codes = Array.from({ length: 10 }, (_, i) => `abcde-0000${i}`);

describe('two-factor enrolment', () => {
  it('production: a member who must enrol sees only the enrolment — QR code, a code, the recovery codes once — then the back office', async () => {
    let enrolled = false;
    const view = renderApp('/cashier', {
      staffMe: () =>
        enrolled
          ? { ...staffOf('cashier'), twoFactor: true }
          : { ...staffOf('cashier'), mustEnrol: true },
      staffTotpEnrol: enrolment,
      staffTotpConfirm: (body: unknown) => {
        if ((body as { code: string }).code !== '123456')
          return new ApiError(400, 'The code is wrong');
        enrolled = true;
        return { recoveryCodes: codes };
      },
      adminPayments: [],
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Turn on two-factor sign-in' }),
    ).toBeInTheDocument();
    // Nothing of the back office meanwhile: no nav, no queue asked for.
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(view.calls.some((c) => c.name === 'adminPayments')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for the authenticator app' }),
    ).toHaveAttribute('src', enrolment.qr);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong');
    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    const shown = await screen.findByTestId('bo-recovery-codes');
    expect(within(shown).getAllByRole('listitem')).toHaveLength(10);
    expect(shown).toHaveTextContent('abcde-00003');

    await user.click(screen.getByRole('button', { name: 'I have saved the codes' }));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing is waiting.')).toBeInTheDocument();
    expect(screen.queryByText('abcde-00003')).not.toBeInTheDocument();
    await waitFor(() => expect(view.calls.filter((c) => c.name === 'staffMe')).toHaveLength(2));
  });

  it('a member without it may turn it on from the nav; one who has it is told how to change it', async () => {
    renderApp('/two-factor', { staffMe: staffOf('support'), staffTotpEnrol: enrolment });
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', {
        name: 'Two-factor',
      }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('img')).toBeInTheDocument();
  });

  it('says two-factor is on already', async () => {
    renderApp('/two-factor', { staffMe: { ...staffOf('owner'), twoFactor: true } });
    expect(
      await screen.findByText(/Two-factor sign-in is on\. To change your app/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('is in Turkish by default', async () => {
    renderApp('/', { staffMe: { ...staffOf('owner'), mustEnrol: true } }, 'tr');
    expect(
      await screen.findByRole('heading', { name: 'İki adımlı doğrulamayı açın' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kurulumu başlat' })).toBeInTheDocument();
  });
});
