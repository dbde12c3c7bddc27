import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@oyna/contracts';
import { fakeApi, loggedInSession, ok, renderWithProviders } from '@oyna/test-kit';
import { paymentsMessages } from '../../messages';
import { CashierPage, DepositDialog } from './cashier';
import { watchPayments } from './payments-saga';
import { paymentCalls } from './payment-calls';
import { paymentsSlice } from './payments-slice';

const options = (locale: 'tr' | 'en') => ({
  api: fakeApi({ getPaymentMethods: ok([]) }),
  slices: [paymentsSlice, paymentCalls.slice],
  sagas: [watchPayments, paymentCalls.saga],
  messages: paymentsMessages,
  preloadedState: { session: loggedInSession },
  locale,
});

describe('the deposit screen offers a deposit limit (UKGC RTS 12A, 12C)', () => {
  it('links the limits from the deposit page (Turkish)', () => {
    renderWithProviders(<CashierPage routeId="dashboard.deposit" params={{}} />, options('tr'));
    expect(
      screen.getByRole('link', { name: 'İsterseniz bir para yatırma limiti belirleyin' }),
    ).toHaveAttribute('href', '/dashboard/responsible-gaming');
  });

  it('closes the deposit dialog on the way to the limits', async () => {
    const { dispatched } = renderWithProviders(
      <DepositDialog onClose={jest.fn()} props={{}} />,
      options('en'),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Set a deposit limit (optional)' }));
    expect(dispatched).toContainEqual(events.closeDialog());
  });

  it('does not offer it on the withdraw page', () => {
    renderWithProviders(<CashierPage routeId="dashboard.withdraw" params={{}} />, options('en'));
    expect(screen.queryByRole('link', { name: 'Set a deposit limit (optional)' })).toBeNull();
  });
});
