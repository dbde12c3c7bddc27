import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditRecord } from '@oyna/contracts';
import { renderApp, staffOf } from '../../test/render-app';

const lock: AuditRecord = {
  id: 90,
  actorKind: 'staff',
  actor: 'Sena Support',
  role: 'support',
  ip: '10.0.0.7',
  action: 'adminLockPlayer',
  object: 'player:41',
  status: 200,
  before: { locked: false },
  after: { locked: true, reason: 'Chargeback fraud' },
  createdAt: '2026-11-28T08:00:00Z',
};
const script: AuditRecord = {
  ...lock,
  id: 89,
  actorKind: 'admin-token',
  actor: 'ops-cli',
  role: null,
  action: 'adminPayments',
  object: null,
  before: null,
  after: null,
};

describe('the audit log', () => {
  it('lists the records newest first with who, role, where, what and the before and after', async () => {
    renderApp('/audit', {
      staffMe: staffOf('auditor'),
      adminAudit: { items: [lock, script], total: 2 },
    });
    expect(await screen.findByText('2 records')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /adminLockPlayer/ });
    expect(row).toHaveTextContent('Sena Support');
    expect(row).toHaveTextContent('staff · support');
    expect(row).toHaveTextContent('10.0.0.7');
    expect(row).toHaveTextContent('player:41');
    await userEvent.setup().click(within(row).getByText('Before / after'));
    expect(within(row).getByText(/"reason": "Chargeback fraud"/)).toBeVisible();
    expect(screen.getByRole('row', { name: /ops-cli/ })).toHaveTextContent('shared admin token');
  });

  it('shows a release switch the remotes CLI recorded, with the entries and the gate’s note', async () => {
    const promote: AuditRecord = {
      ...lock,
      id: 91,
      actorKind: 'token',
      actor: 'release-casino-ci',
      role: 'owner',
      action: 'remotes.promote',
      object: 'remote:casino',
      before: { entry: { stable: '1.0.0+a1b2c3d' } },
      after: {
        entry: { stable: '1.1.0+3f2a9c1', previous: '1.0.0+a1b2c3d' },
        note: 'compatible with shell contracts 2.9.0; smoke load ready',
      },
    };
    const view = renderApp('/audit?action=remotes.promote', {
      staffMe: staffOf('auditor'),
      adminAudit: { items: [promote], total: 1 },
    });
    const row = await screen.findByRole('row', { name: /remotes\.promote/ });
    expect(view.calls.find((c) => c.name === 'adminAudit')?.payload).toEqual({
      action: 'remotes.promote',
      skip: 0,
      take: 50,
    });
    expect(row).toHaveTextContent('release-casino-ci');
    expect(row).toHaveTextContent('machine token · owner');
    expect(row).toHaveTextContent('remote:casino');
    await userEvent.setup().click(within(row).getByText('Before / after'));
    expect(within(row).getByText(/"previous": "1.0.0\+a1b2c3d"/)).toBeVisible();
    expect(within(row).getByText(/smoke load ready/)).toBeVisible();
  });

  it('filters by actor, action and days, and exports the same filter as CSV', async () => {
    Object.assign(URL, {
      createObjectURL: jest.fn(() => 'blob:audit'),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const view = renderApp('/audit', {
      staffMe: staffOf('owner'),
      adminAudit: { items: [lock], total: 1 },
      adminAuditExport: { filename: 'audit.csv', csv: 'id\n90\n', rows: 1 },
    });
    const user = userEvent.setup();
    await screen.findByText('1 record');
    expect(view.calls.find((c) => c.name === 'adminAudit')?.payload).toEqual({ skip: 0, take: 50 });
    await user.type(screen.getByLabelText('Actor'), ' Sena ');
    await user.type(screen.getByLabelText('Action'), 'adminLockPlayer');
    await user.type(screen.getByLabelText('From (UTC day)'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(view.calls.filter((c) => c.name === 'adminAudit').at(-1)?.payload).toEqual({
        actor: 'Sena',
        action: 'adminLockPlayer',
        from: '2026-11-01',
        skip: 0,
        take: 50,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('audit.csv downloaded (1 rows)')).toBeInTheDocument();
    expect(view.calls.find((c) => c.name === 'adminAuditExport')?.payload).toEqual({
      actor: 'Sena',
      action: 'adminLockPlayer',
      from: '2026-11-01',
    });
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it('pages through a long log', async () => {
    const view = renderApp('/audit', {
      staffMe: staffOf('auditor'),
      adminAudit: { items: [lock], total: 120 },
    });
    await screen.findByText('120 records');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(view.calls.filter((c) => c.name === 'adminAudit').at(-1)?.payload).toEqual({
        skip: 50,
        take: 50,
      }),
    );
  });

  it('is the owner’s and the auditor’s only', async () => {
    const view = renderApp('/audit', { staffMe: staffOf('cashier') });
    expect(await screen.findByTestId('bo-not-allowed')).toBeInTheDocument();
    expect(view.calls.some((c) => c.name === 'adminAudit')).toBe(false);
  });
});
