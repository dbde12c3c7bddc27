import { events } from '@oyna/contracts';
import { fail, fakeApi, ok, recordSaga } from '@oyna/test-kit';
import { watchAccountData } from './account-data-saga';
import { accountCalls } from './account-calls';
import {
  csvDone,
  csvRequested,
  bonusRequestDone,
  bonusRequested,
  endOtherSessionsDone,
  endOtherSessionsRequested,
} from './account-data-slice';
import { financialPage, offers, sessions } from './fixtures';

const { succeeded, failed } = accountCalls.slice.actions;

const query = {
  type: 0,
  status: 0,
  from: '2026-10-24',
  to: '2026-11-22',
  skip: 0,
  take: 20,
} as const;

describe('account data saga', () => {
  it('loads a resource through its call with the query, and stores it', async () => {
    const api = fakeApi({ getFinancialActivities: ok(financialPage()) });
    const out = await recordSaga(accountCalls.saga, {
      api,
      incoming: [accountCalls.load('getFinancialActivities', query)],
    });
    expect(api.payloadsOf('getFinancialActivities')).toEqual([query]);
    expect(out).toEqual([succeeded({ slot: 'getFinancialActivities', data: financialPage() })]);
  });

  it('marks a failed load for the screen (error state with Retry), without a toast', async () => {
    const api = fakeApi({ getSessions: fail('Server error') });
    const out = await recordSaga(accountCalls.saga, {
      api,
      incoming: [accountCalls.load('getSessions')],
    });
    expect(out).toEqual([failed({ slot: 'getSessions' })]);
  });

  it('sends a bonus request, shows the answer and reloads the loaded offers', async () => {
    const api = fakeApi({
      requestBonus: ok(
        {
          id: 1,
          bonusId: null,
          requestId: 1,
          source: 'claim',
          offer: 'birthday',
          title: 'Birthday Bonus',
          status: 'requested',
          amount: 100,
          requestedAt: '2026-11-22T10:00:00.000Z',
          decidedAt: null,
          expiresAt: null,
          wagered: 0,
          wageringRequired: 300,
          bonusBalance: 0,
          converted: null,
          rules: null,
          terms: '',
          note: null,
        },
        'Your bonus request was received and is pending approval',
      ),
      getBonusOffers: ok(offers()),
    });
    const state = {
      accountData: { busy: { bonus: 'birthday', endSessions: false, csv: false } },
      accountCalls: {
        getAccountSummary: { status: 'idle', data: null, query: null },
        getBonusOffers: { status: 'ready', data: offers(), query: null },
        getBonuses: { status: 'idle', data: null, query: null },
      },
    };
    const out = await recordSaga(watchAccountData, {
      api,
      state,
      incoming: [bonusRequested({ offer: 'birthday' })],
    });
    expect(api.payloadsOf('requestBonus')).toEqual([{ offer: 'birthday' }]);
    expect(out).toEqual([
      events.toast({
        kind: 'success',
        message: 'Your bonus request was received and is pending approval',
      }),
      bonusRequestDone(),
      accountCalls.load('getBonusOffers'),
    ]);
  });

  it('shows a refused bonus request with the reason and reloads nothing', async () => {
    const api = fakeApi({ requestBonus: fail('You need to make a deposit first') });
    const out = await recordSaga(watchAccountData, {
      api,
      state: {},
      incoming: [bonusRequested({ offer: 'first_deposit' })],
    });
    expect(out).toEqual([
      events.toast({ kind: 'error', message: 'You need to make a deposit first' }),
      bonusRequestDone(),
    ]);
  });

  it('ends the other sessions and reloads the session list', async () => {
    const api = fakeApi({
      endOtherSessions: ok({ ended: 1 }, '1 session(s) ended'),
    });
    const out = await recordSaga(watchAccountData, {
      api,
      state: { accountCalls: { getSessions: { status: 'ready', data: sessions(), query: null } } },
      incoming: [endOtherSessionsRequested()],
    });
    expect(api.countOf('endOtherSessions')).toBe(1);
    expect(out).toEqual([
      events.toast({ kind: 'success', message: '1 session(s) ended' }),
      endOtherSessionsDone(),
      accountCalls.load('getSessions'),
    ]);
  });

  it('downloads the CSV of the chosen range as a file named by the api', async () => {
    const csv = 'time,type,category,status,amount,balanceAfter,reference\r\n';
    const api = fakeApi({
      exportFinancialActivities: ok({ fileName: 'financial-activities_a_b.csv', csv }),
    });
    const created: Blob[] = [];
    const saved: string[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:test';
      },
      revokeObjectURL: () => undefined,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const filter = { type: 0, status: 0, from: '2026-10-24', to: '2026-11-22' } as const;
    const out = await recordSaga(watchAccountData, { api, incoming: [csvRequested(filter)] });
    click.mockRestore();
    expect(api.payloadsOf('exportFinancialActivities')).toEqual([filter]);
    expect(out).toEqual([csvDone()]);
    expect(saved).toEqual(['financial-activities_a_b.csv']);
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
  });
});
