import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPaymentRecord } from '@oyna/contracts';
import { ApiError } from '../../lib/http';
import { renderApp, staffOf } from '../../test/render-app';

function payment(
  p: Partial<AdminPaymentRecord> & Pick<AdminPaymentRecord, 'id'>,
): AdminPaymentRecord {
  return {
    username: 'ayse',
    type: 2,
    method: 'Havale/EFT',
    amount: 150,
    status: 'Pending',
    detail: {},
    reference: null,
    reason: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    refundState: null,
    refundId: null,
    refundError: null,
    ...p,
  };
}

// The api's order is not the queue's: the newest first here, the screen sorts oldest first.
const newer = payment({
  id: 12,
  username: 'mehmet',
  amount: 2500,
  createdAt: '2026-11-27T12:00:00.000Z',
  detail: { Iban: 'TR330006100519786457841326' },
});
const older = payment({
  id: 11,
  username: 'ayse',
  amount: 150,
  type: 1,
  method: 'Bank transfer',
  createdAt: '2026-11-27T09:00:00.000Z',
});
const history = [
  payment({
    id: 5,
    username: 'ayse',
    amount: 300,
    type: 1,
    status: 'Confirmed',
    createdAt: '2026-11-20T09:00:00.000Z',
  }),
  payment({ id: 6, username: 'someone-else', amount: 999, status: 'Confirmed' }),
];

function answers(extra: Record<string, unknown> = {}) {
  return {
    staffMe: staffOf('cashier', 'Cem Kasiyer'),
    adminPayments: (query: unknown) => {
      const { status } = query as { status: string };
      if (status === 'Pending') return [newer, older];
      if (status === 'Confirmed') return history;
      return [
        payment({
          id: 4,
          username: 'ayse',
          amount: 75,
          status: 'Rejected',
          reason: 'IBAN name differs',
          createdAt: '2026-11-18T09:00:00.000Z',
        }),
      ];
    },
    ...extra,
  };
}

describe('the cashier queue', () => {
  it("lists pending withdrawals and bank transfers oldest first, with the player's recent activity beside the chosen one", async () => {
    const view = renderApp('/cashier', answers());
    const queue = await screen.findByRole('list', { name: 'Payments queue' });
    const items = within(queue).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringContaining('ayse'),
      expect.stringContaining('mehmet'),
    ]);
    expect(items[0]).toHaveTextContent('Bank transfer');
    expect(items[1]).toHaveTextContent('Withdrawal');
    expect(screen.getByText('2 waiting')).toBeInTheDocument();
    // The oldest is open first, with ayse's other payments (not someone else's), newest first.
    const panel = screen.getByTestId('bo-request');
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('ayse');
    const activity = within(panel).getByRole('region', { name: "The player's recent activity" });
    const rows = within(activity).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Confirmed');
    expect(rows[1]).toHaveTextContent('Rejected');
    expect(activity).not.toHaveTextContent('999');
    // The queue asks for Pending of every type.
    expect(view.calls.find((c) => c.name === 'adminPayments')?.payload).toMatchObject({
      status: 'Pending',
      type: 0,
    });

    await userEvent.setup().click(items[1]!);
    expect(
      within(screen.getByTestId('bo-request')).getByText('TR330006100519786457841326'),
    ).toBeInTheDocument();
  });

  it('refuses a rejection without a reason, then rejects with one: the api call, a toast, the request gone', async () => {
    const view = renderApp(
      '/cashier',
      answers({
        adminRejectPayment: (body: unknown) => ({
          ...older,
          status: 'Rejected',
          reason: (body as { reason: string }).reason,
        }),
      }),
    );
    const user = userEvent.setup();
    await screen.findByTestId('bo-request');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(view.calls.some((c) => c.name === 'adminRejectPayment')).toBe(false);

    await user.type(screen.getByLabelText('Reason'), '  Name on the account differs  ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.name === 'adminRejectPayment')?.payload).toEqual({
        id: 11,
        reason: 'Name on the account differs',
      }),
    );
    expect(await screen.findByText(/for ayse rejected/)).toBeInTheDocument();
    const queue = screen.getByRole('list', { name: 'Payments queue' });
    expect(within(queue).getAllByRole('button')).toHaveLength(1);
    // The next request opens.
    expect(
      within(screen.getByTestId('bo-request')).getByRole('heading', { level: 2 }),
    ).toHaveTextContent('mehmet');
  });

  it('approves without a reason', async () => {
    const view = renderApp(
      '/cashier',
      answers({ adminApprovePayment: { ...older, status: 'Confirmed' } }),
    );
    await screen.findByTestId('bo-request');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/for ayse approved/)).toBeInTheDocument();
    expect(view.calls.find((c) => c.name === 'adminApprovePayment')?.payload).toEqual({
      id: 11,
      reason: '',
    });
  });

  it('keeps a large withdrawal after its first approval, saying who approved and that a second person must', async () => {
    const firstApproved = {
      ...older,
      awaiting: 'secondApproval' as const,
      firstApprovedBy: 'cem@oyna.local',
      firstApprovedAt: '2026-11-27T11:00:00.000Z',
    };
    renderApp('/cashier', answers({ adminApprovePayment: firstApproved }));
    await screen.findByTestId('bo-request');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/first approval recorded/)).toBeInTheDocument();
    // Still in the queue, with why it waits.
    const queue = screen.getByRole('list', { name: 'Payments queue' });
    expect(within(queue).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByTestId('bo-awaiting')).toHaveTextContent(
      'Awaiting a second approval — first approved by cem@oyna.local',
    );
  });

  it('holds a withdrawal under identity review: approve is off until the review is cleared with a reason', async () => {
    const held = { ...older, type: 2, awaiting: 'kycReview' as const };
    const view = renderApp(
      '/cashier',
      answers({
        adminPayments: (query: unknown) =>
          (query as { status: string }).status === 'Pending' ? [held] : [],
        adminKycClearPayment: { ...held, awaiting: null, kycClearedBy: 'cem@oyna.local' },
      }),
    );
    const user = userEvent.setup();
    expect(await screen.findByTestId('bo-awaiting')).toHaveTextContent(
      'Held for an identity (KYC) review',
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Clear the review' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(view.calls.some((c) => c.name === 'adminKycClearPayment')).toBe(false);
    await user.type(screen.getByLabelText('Reason'), 'ID and address checked');
    await user.click(screen.getByRole('button', { name: 'Clear the review' }));
    expect(await screen.findByText(/identity review cleared/)).toBeInTheDocument();
    expect(view.calls.find((c) => c.name === 'adminKycClearPayment')?.payload).toEqual({
      id: 11,
      reason: 'ID and address checked',
    });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.getByText('cem@oyna.local')).toBeInTheDocument();
  });

  it("shows the api's refusal as an error toast and reloads the queue", async () => {
    const view = renderApp(
      '/cashier',
      answers({ adminApprovePayment: new ApiError(400, 'The payment is no longer pending') }),
    );
    await screen.findByTestId('bo-request');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not done: The payment is no longer pending',
    );
    await waitFor(() =>
      expect(view.calls.filter((c) => c.name === 'adminPayments').length).toBeGreaterThanOrEqual(6),
    );
  });

  it('says when nothing is waiting', async () => {
    renderApp('/cashier', { staffMe: staffOf('owner'), adminPayments: [] });
    expect(await screen.findByText('Nothing is waiting.')).toBeInTheDocument();
  });

  it('shows the load failure with the api message', async () => {
    renderApp('/cashier', {
      staffMe: staffOf('owner'),
      adminPayments: new ApiError(500, 'Something went wrong'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The queue could not be loaded: Something went wrong',
    );
  });

  it('is not in the nav of a support agent, and its URL shows "not allowed" without asking the api', async () => {
    const view = renderApp('/cashier', { staffMe: staffOf('support') });
    expect(await screen.findByTestId('bo-not-allowed')).toHaveTextContent(
      'The Support role may not use this screen',
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByRole('link', { name: 'Cashier' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(view.calls.some((c) => c.name === 'adminPayments')).toBe(false);
  });

  it('is in Turkish by default', async () => {
    renderApp('/cashier', answers(), 'tr');
    expect(await screen.findByRole('heading', { name: 'Ödeme kuyruğu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Onayla' })).toBeInTheDocument();
  });
});
