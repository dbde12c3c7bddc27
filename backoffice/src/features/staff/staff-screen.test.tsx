import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember, StaffTokenInfo } from '@oyna/contracts';
import { ApiError } from '../../lib/http';
import { renderApp, staffOf } from '../../test/render-app';

const cem: StaffMember = {
  id: 12,
  email: 'cem@oyna.test',
  name: 'Cem Kasiyer',
  role: 'cashier',
  twoFactor: true,
  disabled: false,
  createdAt: '2026-11-01T09:00:00Z',
};
const crm: StaffTokenInfo = {
  id: 3,
  name: 'crm-sync',
  role: 'support',
  revoked: false,
  createdAt: '2026-11-02T09:00:00Z',
};

function answers(extra: Record<string, unknown> = {}) {
  return {
    staffMe: staffOf('owner', 'Oya Owner'),
    adminStaff: [cem],
    adminStaffTokens: [crm],
    ...extra,
  };
}

describe('staff', () => {
  it('creates a staff member with e-mail, name, role and an initial password', async () => {
    const view = renderApp(
      '/staff',
      answers({
        adminCreateStaff: (body: unknown) => ({
          ...cem,
          ...(body as object),
          id: 13,
          twoFactor: false,
        }),
      }),
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'New staff member' });
    await user.type(within(form).getByLabelText('E-mail'), 'derya@oyna.test');
    await user.type(within(form).getByLabelText('Name'), 'Derya Destek');
    await user.selectOptions(within(form).getByLabelText('Role'), 'support');
    await user.type(within(form).getByLabelText('Initial password'), 'a-long-passphrase');
    await user.click(within(form).getByRole('button', { name: 'Create the staff member' }));
    expect(await screen.findByText('Derya Destek created')).toBeInTheDocument();
    expect(view.calls.find((c) => c.name === 'adminCreateStaff')?.payload).toEqual({
      email: 'derya@oyna.test',
      name: 'Derya Destek',
      role: 'support',
      password: 'a-long-passphrase',
    });
    expect(screen.getByRole('row', { name: /Derya Destek/ })).toHaveTextContent('Support');
    expect(within(form).getByLabelText('E-mail')).toHaveValue('');
  });

  it('changes a role, disables after a confirmation and resets the two-factor', async () => {
    const view = renderApp(
      '/staff',
      answers({
        adminSetStaffRole: (b: unknown) => ({ ...cem, role: (b as { role: string }).role }),
        adminDisableStaff: (b: unknown) => ({
          ...cem,
          disabled: (b as { disabled: boolean }).disabled,
        }),
        adminResetStaffTwoFactor: { ...cem, twoFactor: false },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Manage Cem Kasiyer' }));
    const panel = screen.getByRole('region', { name: 'Manage Cem Kasiyer' });
    await user.selectOptions(within(panel).getByLabelText('Role'), 'risk');
    await user.click(within(panel).getByRole('button', { name: 'Save the role' }));
    expect(await screen.findByText("Cem Kasiyer's role changed")).toBeInTheDocument();
    expect(view.calls.find((c) => c.name === 'adminSetStaffRole')?.payload).toEqual({
      id: 12,
      role: 'risk',
    });

    await user.click(within(panel).getByRole('button', { name: 'Disable' }));
    expect(view.calls.some((c) => c.name === 'adminDisableStaff')).toBe(false);
    expect(within(panel).getByText('Disable Cem Kasiyer?')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Yes, disable' }));
    expect(await screen.findByText('Cem Kasiyer disabled')).toBeInTheDocument();
    expect(view.calls.find((c) => c.name === 'adminDisableStaff')?.payload).toEqual({
      id: 12,
      disabled: true,
    });
    expect(screen.getByRole('row', { name: /cem@oyna\.test/ })).toHaveTextContent('Disabled');

    await user.click(within(panel).getByRole('button', { name: 'Reset two-factor' }));
    await user.click(within(panel).getByRole('button', { name: 'Yes, reset' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.name === 'adminResetStaffTwoFactor')?.payload).toEqual({
        id: 12,
      }),
    );
  });

  it("sets another member's password, shows the api's refusal as a toast", async () => {
    const view = renderApp(
      '/staff',
      answers({ adminResetStaffPassword: new ApiError(400, 'The password is too common') }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Manage Cem Kasiyer' }));
    const panel = screen.getByRole('region', { name: 'Manage Cem Kasiyer' });
    await user.type(within(panel).getByLabelText('New password'), 'password1234');
    await user.click(within(panel).getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByText('Not done: The password is too common')).toBeInTheDocument();
    expect(view.calls.find((c) => c.name === 'adminResetStaffPassword')?.payload).toEqual({
      id: 12,
      password: 'password1234',
    });
  });

  it('creates a machine token whose secret is shown once, and revokes one', async () => {
    const view = renderApp(
      '/staff',
      answers({
        adminCreateStaffToken: (b: unknown) => ({
          ...crm,
          id: 4,
          ...(b as object),
          token: 'oyna_mt_4_abcdef0123456789',
        }),
        adminRevokeStaffToken: { ...crm, revoked: true },
      }),
    );
    const user = userEvent.setup();
    const tokens = await screen.findByRole('region', { name: 'Machine tokens' });
    await user.type(within(tokens).getByLabelText('Integration name'), 'Bad Name');
    await user.tab();
    expect(within(tokens).getByRole('button', { name: 'Create a token' })).toBeDisabled();
    await user.clear(within(tokens).getByLabelText('Integration name'));
    await user.type(within(tokens).getByLabelText('Integration name'), 'bi-export');
    await user.selectOptions(within(tokens).getByLabelText('Scope (role)'), 'auditor');
    await user.click(within(tokens).getByRole('button', { name: 'Create a token' }));
    const secret = await within(tokens).findByTestId('bo-token-secret');
    expect(secret).toHaveTextContent('oyna_mt_4_abcdef0123456789');
    expect(view.calls.find((c) => c.name === 'adminCreateStaffToken')?.payload).toEqual({
      name: 'bi-export',
      role: 'auditor',
    });
    await user.click(within(secret).getByRole('button', { name: 'Saved it, hide' }));
    expect(within(tokens).queryByText('oyna_mt_4_abcdef0123456789')).not.toBeInTheDocument();

    const row = within(tokens).getByRole('row', { name: /crm-sync/ });
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    await user.click(within(row).getByRole('button', { name: 'Yes, revoke' }));
    expect(await screen.findByText('Token crm-sync revoked')).toBeInTheDocument();
    expect(within(row).getByText('Revoked')).toBeInTheDocument();
  });

  it('an auditor reads staff and tokens without any change', async () => {
    renderApp('/staff', answers({ staffMe: staffOf('auditor') }));
    expect(await screen.findByRole('row', { name: /Cem Kasiyer/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Manage/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New staff member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('is not for a support agent', async () => {
    const view = renderApp('/staff', { staffMe: staffOf('support') });
    expect(await screen.findByTestId('bo-not-allowed')).toBeInTheDocument();
    expect(view.calls.some((c) => c.name === 'adminStaff')).toBe(false);
  });
});
