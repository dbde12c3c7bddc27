import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackofficePlayer, BackofficePlayerProfile, BackofficeSession } from '@oyna/contracts';
import { ApiError } from '../../lib/http';
import { renderApp, staffOf } from '../../test/render-app';

const ayse: BackofficePlayer = {
  id: 41,
  usercode: '100041',
  username: 'ayse',
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'a***@example.com',
  phone: '5** *** ** 67',
  personalNo: '1********10',
  locked: false,
  createdAt: '2026-11-01T09:00:00.000Z',
};

function profileOf(locked: boolean): BackofficePlayerProfile {
  return {
    player: {
      ...ayse,
      locked,
      birthDate: '1990-04-12',
      smsVerified: true,
      lock: locked
        ? { reason: 'Chargeback fraud', by: 'Oya Owner', at: '2026-11-28T08:00:00Z' }
        : null,
    },
    balance: { total: 150, cash: 120, bonus: 30 },
    protection: {
      block: null,
      depositLimits: [{ period: 'day', amount: 500, pending: null }],
      realityCheckMinutes: 30,
    },
    openSessions: locked ? 0 : 1,
    masked: true,
  };
}

const openSession: BackofficeSession = {
  id: '0b6f7a52-6f61-4f52-9f0e-3c4d5e6f7a8b',
  ip: '203.0.113.9',
  userAgent: 'Firefox on Linux',
  createdAt: '2026-11-28T07:00:00Z',
  lastSeenAt: '2026-11-28T07:30:00Z',
  endedAt: null,
  endReason: null,
};

function answers(extra: Record<string, unknown> = {}) {
  let locked = false;
  return {
    staffMe: staffOf('support', 'Sena Support'),
    adminPlayerSearch: { items: [ayse], total: 1, masked: true },
    adminPlayer: () => profileOf(locked),
    adminPlayerNotes: { items: [], total: 0 },
    adminPlayerLedger: {
      items: [
        {
          id: 9,
          kind: 'deposit',
          amount: 200,
          bonusAmount: 0,
          balanceAfter: 200,
          bonusAfter: 0,
          reference: 'pay:3',
          createdAt: '2026-11-27T10:00:00Z',
        },
      ],
      total: 1,
    },
    adminPlayerSessions: { items: [openSession], total: 1 },
    adminEndPlayerSession: { ...openSession, endedAt: '2026-11-28T08:00:00Z', endReason: 'staff' },
    adminAddPlayerNote: (body: unknown) => ({
      id: 1,
      text: (body as { text: string }).text,
      author: 'Sena Support',
      createdAt: '2026-11-28T08:00:00Z',
    }),
    adminLockPlayer: (body: unknown) => {
      locked = (body as { locked: boolean }).locked;
      return { locked, endedSessions: locked ? 1 : 0 };
    },
    ...extra,
  };
}

describe('players', () => {
  it('searches, lists the players found with personal data as the api masked it, and opens a profile', async () => {
    const view = renderApp('/players', answers());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Find a player'), ' ayse ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/1 player found/)).toHaveTextContent(
      'Personal data is masked for your role.',
    );
    expect(view.calls.find((c) => c.name === 'adminPlayerSearch')?.payload).toEqual({
      q: 'ayse',
      skip: 0,
      take: 20,
    });
    const row = screen.getByRole('row', { name: /ayse/ });
    expect(row).toHaveTextContent('5** *** ** 67');
    expect(row).toHaveTextContent('1********10');
    await user.click(within(row).getByRole('link', { name: 'ayse' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('ayse #100041');
    expect(screen.getByTestId('bo-balance-cash')).toHaveTextContent('120.00');
    expect(screen.getByText('every 30 minutes')).toBeInTheDocument();
    // The ledger is the first list.
    expect(await screen.findByRole('cell', { name: 'pay:3' })).toBeInTheDocument();
  });

  it('refuses a one-letter search without asking the api', async () => {
    const view = renderApp('/players', answers());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Find a player'), 'a');
    await user.tab();
    expect(await screen.findByText(/at least 2/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(view.calls.some((c) => c.name === 'adminPlayerSearch')).toBe(false);
  });

  it('adds a note: the api gets the text, the note is listed and the form starts empty', async () => {
    const view = renderApp('/players/41', answers());
    const user = userEvent.setup();
    await screen.findByText('No notes yet.');
    await user.type(screen.getByLabelText('New note'), 'Asked about the bonus terms');
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(await within(notes).findByText('Asked about the bonus terms')).toBeInTheDocument();
    expect(within(notes).getByText(/Sena Support/)).toBeInTheDocument();
    expect(view.calls.find((c) => c.name === 'adminAddPlayerNote')?.payload).toEqual({
      id: 41,
      text: 'Asked about the bonus terms',
    });
    expect(screen.getByLabelText('New note')).toHaveValue('');
    expect(await screen.findByText('Note added')).toBeInTheDocument();
  });

  it('locks with a reason only after a confirmation, shows the lock, then unlocks', async () => {
    const view = renderApp('/players/41', answers());
    const user = userEvent.setup();
    const lock = await screen.findByRole('region', { name: 'Account lock' });
    // No reason, no lock: the button waits for one.
    expect(within(lock).getByRole('button', { name: 'Lock the account' })).toBeDisabled();
    await user.type(within(lock).getByLabelText('Reason for the lock'), 'Chargeback fraud');
    await user.click(within(lock).getByRole('button', { name: 'Lock the account' }));
    const confirm = within(lock).getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Lock ayse? Every session ends');
    expect(view.calls.some((c) => c.name === 'adminLockPlayer')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, lock' }));
    expect(await screen.findByText('Account locked (1 sessions ended)')).toBeInTheDocument();
    expect(view.calls.find((c) => c.name === 'adminLockPlayer')?.payload).toEqual({
      id: 41,
      locked: true,
      reason: 'Chargeback fraud',
    });
    await waitFor(() => expect(screen.getByTestId('bo-player-state')).toHaveTextContent('Locked'));
    expect(screen.getByTestId('bo-lock-state')).toHaveTextContent('Locked by Oya Owner');

    await user.type(within(lock).getByLabelText('Reason for the unlock'), 'Bank confirmed');
    await user.click(within(lock).getByRole('button', { name: 'Unlock the account' }));
    await user.click(within(lock).getByRole('button', { name: 'Yes, unlock' }));
    await waitFor(() => expect(screen.getByTestId('bo-player-state')).toHaveTextContent('Active'));
    expect(view.calls.filter((c) => c.name === 'adminLockPlayer').at(-1)?.payload).toEqual({
      id: 41,
      locked: false,
      reason: 'Bank confirmed',
    });
  });

  it('cancelling the confirmation locks nothing', async () => {
    const view = renderApp('/players/41', answers());
    const user = userEvent.setup();
    const lock = await screen.findByRole('region', { name: 'Account lock' });
    await user.type(within(lock).getByLabelText('Reason for the lock'), 'Second thoughts');
    await user.click(within(lock).getByRole('button', { name: 'Lock the account' }));
    await user.click(within(lock).getByRole('button', { name: 'Cancel' }));
    expect(within(lock).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(view.calls.some((c) => c.name === 'adminLockPlayer')).toBe(false);
  });

  it("lists the player's payments, in the interface language", async () => {
    renderApp(
      '/players/41',
      {
        ...answers(),
        adminPlayerPayments: {
          items: [
            {
              id: 3,
              direction: 'withdrawal',
              method: 'Havale/EFT',
              status: 'Rejected',
              amount: 250,
              detail: { Iban: 'TR** **** 1326' },
              reason: 'IBAN name differs',
              decidedBy: 'Cem Kasiyer',
              decidedAt: '2026-11-27T12:00:00Z',
              createdAt: '2026-11-27T10:00:00Z',
            },
          ],
          total: 1,
        },
      },
      'tr',
    );
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Ödemeler' }));
    const row = await screen.findByRole('row', { name: /Havale\/EFT/ });
    expect(row).toHaveTextContent('Çekim');
    expect(row).toHaveTextContent('₺250,00');
    expect(row).toHaveTextContent('Iban: TR** **** 1326');
    expect(row).toHaveTextContent(/Cem Kasiyer · .* · IBAN name differs/);
  });

  it('ends an open session from the sessions list', async () => {
    const view = renderApp('/players/41', answers());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Sessions' }));
    const row = await screen.findByRole('row', { name: /203\.0\.113\.9/ });
    await user.click(within(row).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    expect(view.calls.find((c) => c.name === 'adminEndPlayerSession')?.payload).toEqual({
      id: 41,
      sessionId: openSession.id,
    });
    await waitFor(() =>
      expect(within(row).queryByRole('button', { name: 'End session' })).not.toBeInTheDocument(),
    );
  });

  it('an auditor reads the profile but has no lock, note form or session ending', async () => {
    renderApp('/players/41', { ...answers(), staffMe: staffOf('auditor') });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('ayse');
    expect(screen.queryByRole('region', { name: 'Account lock' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New note')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Sessions' }));
    await screen.findByRole('row', { name: /203\.0\.113\.9/ });
    expect(screen.queryByRole('button', { name: 'End session' })).not.toBeInTheDocument();
  });

  it('shows protection as it stands, read-only: a time-out, its early end asked for, the limits', async () => {
    const profile = profileOf(false);
    profile.protection = {
      block: {
        kind: 'timeout',
        until: '2026-12-05T09:00:00Z',
        endRequestedAt: '2026-11-28T07:00:00Z',
      },
      depositLimits: [
        { period: 'day', amount: 500, pending: null },
        { period: 'week', amount: null, pending: 2000 },
        { period: 'month', amount: null, pending: null },
      ],
      realityCheckMinutes: null,
    };
    renderApp('/players/41', { ...answers(), adminPlayer: profile });
    const protection = await screen.findByRole('region', { name: 'Player protection' });
    expect(protection).toHaveTextContent(/Time-out until 12\/5\/26/);
    expect(protection).toHaveTextContent('The player asked to end it early at');
    expect(protection).toHaveTextContent(/Daily: ₺500\.00/);
    expect(protection).toHaveTextContent(/Weekly: — \(pending: ₺2,000\.00\)/);
    expect(protection).not.toHaveTextContent('Monthly');
    expect(within(protection).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the api's message for a player that does not exist", async () => {
    renderApp('/players/999', {
      ...answers(),
      adminPlayer: new ApiError(404, 'No such player'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No such player');
  });

  it('is in Turkish by default', async () => {
    renderApp('/players/41', answers(), 'tr');
    expect(await screen.findByRole('region', { name: 'Hesap kilidi' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cüzdan hareketleri' })).toBeInTheDocument();
  });
});
