import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { fakeApi } from '../../test/fake-api';
import { changePasswordSlice } from './change-password-slice';
import { ChangePasswordDialog, ChangePasswordScreen } from './change-password-screen';

const options = () => ({ api: fakeApi({}).api, slices: [changePasswordSlice], sagas: [] });

describe('change password screen and dialog (spec §2)', () => {
  it('shows the screen with its title above the form', () => {
    renderWithProviders(<ChangePasswordScreen params={{}} />, options());
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
