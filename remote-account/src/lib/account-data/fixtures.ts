import type {
  AccountSummary,
  BonusOffer,
  FinancialActivitiesPage,
  GameHistoryPage,
  SessionRecord,
} from '@oyna/contracts';

/** Answers of the account calls for the remote's tests (shapes of the contracts' types). */
export const financialPage = (
  over: Partial<FinancialActivitiesPage> = {},
): FinancialActivitiesPage => ({
  items: [
    {
      id: 2,
      type: 2,
      category: 'withdraw',
      status: 4,
      amount: -100,
      balanceAfter: 950,
      kind: 'withdraw',
      reference: 'pay:3',
      time: '2026-11-20T10:05:00.000Z',
    },
    {
      id: 1,
      type: 1,
      category: 'deposit',
      status: 1,
      amount: 1000,
      balanceAfter: 1050,
      kind: 'deposit',
      reference: 'pay:1',
      time: '2026-11-19T08:00:00.000Z',
    },
  ],
  total: 2,
  from: '2026-10-24',
  to: '2026-11-22',
  deposits: 1000,
  withdrawals: 300,
  netDeposits: 700,
  ...over,
});

export const gamePage = (over: Partial<GameHistoryPage> = {}): GameHistoryPage => ({
  items: [
    {
      id: 9,
      time: '2026-11-21T12:00:00.000Z',
      game: 'Oyna Slot',
      gameCode: 'oyna-slot',
      provider: 'oyna-games',
      stake: 10,
      win: 25,
      net: 15,
      kind: 1,
      status: 'closed',
      verifyUrl: '/provider/games/verify/r9',
    },
  ],
  total: 1,
  from: '2026-10-24',
  to: '2026-11-22',
  games: [{ code: 'oyna-slot', name: 'Oyna Slot' }],
  ...over,
});

export const summary = (over: Partial<AccountSummary> = {}): AccountSummary => ({
  name: 'Ayşe Nur',
  surname: 'Yılmaz',
  username: 'oyuncu1',
  usercode: 'U100001',
  balance: 1234.5,
  phone: '905321234567',
  smsVerified: true,
  recentActivities: financialPage().items,
  recentRounds: gamePage().items,
  pendingBonusRequest: false,
  ...over,
});

export const offers = (): BonusOffer[] => [
  {
    code: 'first_deposit',
    title: 'First Deposit Bonus',
    terms: '100% of your first deposit',
    amount: 0,
    wageringMultiplier: 5,
    eligible: false,
    reason: 'You need to make a deposit first',
  },
  {
    code: 'birthday',
    title: 'Birthday Bonus',
    terms: '₺100,00 within 7 days from your birthday',
    amount: 100,
    wageringMultiplier: 3,
    eligible: true,
    reason: null,
  },
];

export const sessions = (): SessionRecord[] => [
  {
    id: 'a',
    startedAt: '2026-11-22T10:00:00.000Z',
    lastSeenAt: '2026-11-22T10:30:00.000Z',
    endedAt: null,
    endReason: null,
    browser: 'Chrome 130',
    os: 'Windows 10',
    device: 'desktop',
    ip: '10.1.*.*',
    current: true,
  },
  {
    id: 'b',
    startedAt: '2026-11-22T09:00:00.000Z',
    lastSeenAt: '2026-11-22T09:10:00.000Z',
    endedAt: null,
    endReason: null,
    browser: 'Safari 17',
    os: 'iOS 17.0',
    device: 'mobile',
    ip: '10.2.*.*',
    current: false,
  },
];
