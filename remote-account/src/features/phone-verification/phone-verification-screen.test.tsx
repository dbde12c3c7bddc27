import { screen } from '@testing-library/react';
import { loggedInSession, renderWithProviders } from '@oyna/test-kit';
import { phoneVerificationSlice } from './phone-verification-slice';
import { PhoneVerificationDialog, PhoneVerificationScreen } from './phone-verification-screen';
import { accountMessages } from '../../messages';

const options = () => ({
  slices: [phoneVerificationSlice],
  messages: accountMessages,
  preloadedState: { session: loggedInSession },
  locale: 'en' as const,
});

describe('phone verification screen and dialog (spec §2)', () => {
  it('shows the screen with its title above the form', () => {
    renderWithProviders(
      <PhoneVerificationScreen routeId="dashboard.phone-verification" params={{}} />,
      options(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Phone Verification' })).toBeVisible();
    expect(screen.getByLabelText('Phone')).toHaveValue('555 123 45 67');
  });

  it('lends the same form to the dialog slot, without a second title', () => {
    renderWithProviders(<PhoneVerificationDialog onClose={jest.fn()} props={{}} />, options());
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeEnabled();
  });
});
