import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AdminBonusOffer,
  AdminBonusRequest,
  AdminPlayerBonus,
  StaffRole,
} from '@oyna/contracts';
import { ApiError } from '../../lib/http';
import { renderApp, staffOf } from '../../test/render-app';

const claim = (id: number, username: string, requestedAt: string): AdminBonusRequest => ({
  id,
  username,
  offer: 'first_deposit',
  amount: 250,
  status: 'pending',
  requestedAt,
  decidedAt: null,
  note: null,
});

const offer: AdminBonusOffer = {
  code: 'goodwill',
  kind: 'manual',
  titleTr: 'Jest bonusu',
  titleEn: 'Goodwill bonus',
  percent: null,
  amount: 50,
  cap: 500,
  minimum: null,
  windowDays: null,
  wageringMultiplier: 5,
  contributions: { slots: 100, table: 10, live: 10, crash: 50, bingo: 100, sports: 100 },
  sportsMinOdds: 1.5,
  maxBet: 25,
  maxConversion: 1000,
  validDays: 14,
  enabled: true,
  sort: 3,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const bonus = (p: Partial<AdminPlayerBonus> = {}) =>
  ({
    id: 91,
    username: 'ayse',
    offer: 'goodwill',
    source: 'manual',
    status: 'active',
    amount: 50,
    ...p,
  }) as AdminPlayerBonus;

function answers(role: StaffRole = 'support', extra: Record<string, unknown> = {}) {
  return {
    staffMe: staffOf(role, 'Selin Destek'),
    adminBonusRequests: [
      claim(2, 'mehmet', '2026-11-27T12:00:00.000Z'),
      claim(1, 'ayse', '2026-11-27T09:00:00.000Z'),
    ],
    adminBonusOffers: [offer],
    ...extra,
  };
}

describe('the bonuses screen', () => {
  it('lists the claims oldest first; a rejection needs a note; an approval is sent and leaves the list', async () => {
    const view = renderApp(
      '/bonuses',
      answers('support', {
        adminDecideBonusRequest: (body: unknown) => ({
          ...claim(1, 'ayse', '2026-11-27T09:00:00.000Z'),
          status: (body as { approve: boolean }).approve ? 'approved' : 'rejected',
        }),
      }),
    );
    const user = userEvent.setup();
    const claims = await screen.findByRole('region', { name: 'Pending bonus claims' });
    const items = await within(claims).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('ayse'),
      expect.stringContaining('mehmet'),
    ]);
    // The api's page maximum (ACCOUNT_PAGE_MAX): a larger take is refused with a 400.
    expect(view.calls.find((c) => c.name === 'adminBonusRequests')?.payload).toEqual({
      status: 'pending',
      take: 100,
    });

    await user.click(within(claims).getByRole('button', { name: 'Reject ayse' }));
    expect(await within(claims).findByText('This field is required')).toBeVisible();
    expect(view.calls.some((c) => c.name === 'adminDecideBonusRequest')).toBe(false);

    await user.click(within(claims).getByRole('button', { name: 'Approve ayse' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.name === 'adminDecideBonusRequest')?.payload).toEqual({
        id: 1,
        approve: true,
      }),
    );
    expect(await screen.findByText("ayse's claim approved")).toBeInTheDocument();
    expect(within(claims).getAllByRole('listitem')).toHaveLength(1);
  });

  it("grants a bonus and shows support's cap refusal clearly beside the form", async () => {
    const cap =
      'Support may grant a bonus of at most ₺1,000.00 (₺5,000.00 asked): a larger bonus is granted by an owner';
    const view = renderApp(
      '/bonuses',
      answers('support', { adminGrantBonus: new ApiError(403, cap) }),
    );
    const user = userEvent.setup();
    const grant = await screen.findByRole('region', { name: 'Grant a bonus' });
    await user.click(within(grant).getByRole('button', { name: 'Grant' }));
    expect(within(grant).getAllByText('This field is required')).toHaveLength(3);
    expect(view.calls.some((c) => c.name === 'adminGrantBonus')).toBe(false);

    await user.type(within(grant).getByLabelText('Username'), 'ayse');
    await user.selectOptions(within(grant).getByLabelText('Offer'), 'Goodwill bonus (goodwill)');
    await user.type(within(grant).getByLabelText('Amount (₺, optional)'), '5000');
    await user.type(within(grant).getByLabelText('Reason'), 'Long wait on a withdrawal');
    await user.click(within(grant).getByRole('button', { name: 'Grant' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.name === 'adminGrantBonus')?.payload).toEqual({
        username: 'ayse',
        offer: 'goodwill',
        amount: 5000,
        reason: 'Long wait on a withdrawal',
      }),
    );
    const refusal = await within(grant).findByRole('alert');
    expect(refusal).toHaveTextContent('The bonus was not granted');
    expect(refusal).toHaveTextContent(cap);
  });

  it('cancels a bonus by its number with a reason', async () => {
    const view = renderApp(
      '/bonuses',
      answers('support', { adminCancelBonus: bonus({ status: 'cancelled' }) }),
    );
    const user = userEvent.setup();
    const cancel = await screen.findByRole('region', { name: 'Cancel a bonus' });
    await user.type(within(cancel).getByLabelText('Username'), 'ayse');
    await user.type(within(cancel).getByLabelText('Bonus no. (optional)'), '91');
    await user.type(within(cancel).getByLabelText('Reason'), 'Granted by mistake');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel it' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.name === 'adminCancelBonus')?.payload).toEqual({
        username: 'ayse',
        bonusId: 91,
        reason: 'Granted by mistake',
      }),
    );
    expect(await screen.findByText(/ayse's .*50\.00 bonus cancelled/)).toBeInTheDocument();
  });

  it('lets the owner edit an offer as a whole record, and refuses a new one with a bad code', async () => {
    const view = renderApp(
      '/bonuses',
      answers('owner', {
        adminUpsertBonusOffer: (body: unknown) => ({ ...offer, ...(body as object) }),
      }),
    );
    const user = userEvent.setup();
    const offers = await screen.findByRole('region', { name: 'Bonus offers' });
    await user.click(await within(offers).findByRole('button', { name: 'Edit goodwill' }));
    const form = within(offers).getByRole('form', { name: 'Edit goodwill' });
    expect(within(form).getByLabelText('Code')).toHaveAttribute('readonly');
    const title = within(form).getByLabelText('Title (English)');
    await user.clear(title);
    await user.type(title, 'Thank-you bonus');
    await user.clear(within(form).getByLabelText('Valid (days)'));
    await user.type(within(form).getByLabelText('Valid (days)'), '21');
    await user.click(within(form).getByRole('button', { name: 'Save the offer' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.name === 'adminUpsertBonusOffer')?.payload).toEqual({
        code: 'goodwill',
        kind: 'manual',
        titleTr: 'Jest bonusu',
        titleEn: 'Thank-you bonus',
        amount: 50,
        cap: 500,
        maxBet: 25,
        maxConversion: 1000,
        wageringMultiplier: 5,
        contributions: offer.contributions,
        sportsMinOdds: 1.5,
        validDays: 21,
        enabled: true,
        sort: 3,
      }),
    );
    expect(await screen.findByText('goodwill saved')).toBeInTheDocument();
    expect(within(offers).getByRole('row', { name: /Thank-you bonus/ })).toBeInTheDocument();

    await user.click(within(offers).getByRole('button', { name: 'New offer' }));
    const fresh = within(offers).getByRole('form', { name: 'New offer' });
    await user.type(within(fresh).getByLabelText('Code'), 'Bad Code');
    await user.type(within(fresh).getByLabelText('Title (Turkish)'), 'Yeni');
    await user.type(within(fresh).getByLabelText('Title (English)'), 'New');
    await user.type(within(fresh).getByLabelText('Percent'), '5000');
    await user.click(within(fresh).getByRole('button', { name: 'Save the offer' }));
    expect(await within(fresh).findByText('Use lower-case letters, digits and _')).toBeVisible();
    expect(view.calls.filter((c) => c.name === 'adminUpsertBonusOffer')).toHaveLength(1);
  });

  it('shows support the offers read-only', async () => {
    renderApp('/bonuses', answers('support'));
    const offers = await screen.findByRole('region', { name: 'Bonus offers' });
    expect(await within(offers).findByText('Only the owner edits offers.')).toBeVisible();
    expect(within(offers).queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('gives the auditor no decision, grant or cancel', async () => {
    renderApp('/bonuses', answers('auditor'));
    const claims = await screen.findByRole('region', { name: 'Pending bonus claims' });
    await within(claims).findAllByRole('listitem');
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Grant a bonus' })).toBeNull();
  });

  it('is in Turkish by default', async () => {
    renderApp('/bonuses', answers(), 'tr');
    expect(await screen.findByRole('heading', { name: 'Bonuslar' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ayse: onayla' })).toBeInTheDocument();
  });
});
