import { screen } from '@testing-library/react';
import { loggedInSession, renderWithProviders } from '@oyna/test-kit';
import { changePasswordSlice } from './change-password-slice';
import { ChangePasswordDialog, ChangePasswordScreen } from './change-password-screen';
import { accountMessages } from '../../messages';

const options = () => ({
  slices: [changePasswordSlice],
  messages: accountMessages,
  preloadedState: { session: loggedInSession },
  locale: 'en' as const,
});

describe('change password screen and dialog (spec §2)', () => {
  it('shows the screen with its title above the form', () => {
    renderWithProviders(
      <ChangePasswordScreen routeId="dashboard.change-password" params={{}} />,
      options(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    expect(screen.getByLabelText('Old Password')).toBeVisible();
  });

  it('lends the same form to the dialog slot, without a second title', () => {
    renderWithProviders(<ChangePasswordDialog onClose={jest.fn()} props={{}} />, options());
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByLabelText('Confirm Password')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change' })).toBeDisabled();
  });
});
