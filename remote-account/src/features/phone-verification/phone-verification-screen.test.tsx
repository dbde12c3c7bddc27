import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { fakeApi } from '../../test/fake-api';
import { phoneVerificationSlice } from './phone-verification-slice';
import { PhoneVerificationDialog, PhoneVerificationScreen } from './phone-verification-screen';

const options = () => ({ api: fakeApi({}).api, slices: [phoneVerificationSlice], sagas: [] });

describe('phone verification screen and dialog (spec §2)', () => {
  it('shows the screen with its title above the form', () => {
    renderWithProviders(<PhoneVerificationScreen params={{}} />, options());
    expect(screen.getByRole('heading', { level: 1, name: 'Phone Verification' })).toBeVisible();
    expect(screen.getByLabelText('Phone')).toHaveValue('555 123 45 67');
  });

  it('lends the same form to the dialog slot, without a second title', () => {
    renderWithProviders(<PhoneVerificationDialog onClose={jest.fn()} props={{}} />, options());
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeEnabled();
  });
});
