import { ENDPOINTS, endpointFor, pathParams } from './endpoints';

/** Every call of the spec §7 table, as "METHOD path". */
const SPEC_CALLS = `POST auth/login
POST auth/register
GET auth/form
GET auth/logout
POST auth/sendresetpassword
POST auth/checkresetcode
POST auth/changepasswordwithcode
POST customer/updatephone
GET bonus/definetrialbonus
POST customer/readnotification
POST customer/notification
POST customer/changepassword
GET user/balance
POST payment/detail
POST payment/deposit
POST payment/withdraw
POST cms/sliderlist
POST cms/contentlist
POST cms/callme
GET cms/grouped
GET cms/translationlist
POST transaction/topwinners
POST casino/games
POST casino/togglefavorite
POST casino/dtlaunchurl
POST casino/pragmaticlaunchurl
POST casino/emlaunchurl
POST casino/amusnetlaunchurl
POST casino/egtlaunchurl
POST casino/hub88launchurl
POST casino/softgamingslaunchurl`.split('\n');

describe('endpoint table', () => {
  const table = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`);

  it('covers every call of spec §7 with its method', () => {
    for (const call of SPEC_CALLS) expect(table).toContain(call);
  });

  it("adds beyond §7 only the static page, promotions, video banner, account area, player protection, payment methods, operator calls, the back office staff calls, outbox, health and the shell's remote load reports", () => {
    expect(table.filter((c) => !SPEC_CALLS.includes(c)).sort()).toEqual([
      'GET account/bonusoffers',
      'GET account/details',
      'GET account/sessions',
      'GET account/summary',
      'GET admin/audit',
      'GET admin/audit/csv',
      'GET admin/bonusaudit',
      'GET admin/bonuscost',
      'GET admin/bonusoffers',
      'GET admin/bonusrequests',
      'GET admin/callrequests',
      'GET admin/casino/categories',
      'GET admin/casino/games',
      'GET admin/casino/refusedwins',
      'GET admin/dashboard',
      'GET admin/pages',
      'GET admin/payments',
      'GET admin/payments/owed',
      'GET admin/payments/refunds',
      'GET admin/players',
      'GET admin/players/:id',
      'GET admin/players/:id/bets',
      'GET admin/players/:id/bonuses',
      'GET admin/players/:id/ledger',
      'GET admin/players/:id/notes',
      'GET admin/players/:id/payments',
      'GET admin/players/:id/rounds',
      'GET admin/players/:id/sessions',
      'GET admin/promotions',
      'GET admin/protection',
      'GET admin/reports',
      'GET admin/reports/csv',
      'GET admin/sitecontent',
      'GET admin/slides',
      'GET admin/sports/bets',
      'GET admin/sports/liability',
      'GET admin/sports/unsettled',
      'GET admin/staff',
      'GET admin/staff/tokens',
      'GET admin/translations',
      'GET cms/content/:id',
      'GET cms/videobanner',
      'GET dev/outbox',
      'GET health',
      'GET health/live',
      'GET health/ready',
      'GET protection/session',
      'GET protection/state',
      'GET sports/config',
      'GET staff/me',
      'POST account/bonuses',
      'POST account/bonusforfeit',
      'POST account/bonusrequest',
      'POST account/endothersessions',
      'POST account/financialactivities',
      'POST account/financialactivities/csv',
      'POST account/gamehistory',
      'POST admin/announcement',
      'POST admin/audit/remotes',
      'POST admin/bonuscancel',
      'POST admin/bonusgrant',
      'POST admin/bonusoffer',
      'POST admin/bonusrequest',
      'POST admin/casino/category',
      'POST admin/casino/category/enabled',
      'POST admin/casino/game',
      'POST admin/casino/game/category',
      'POST admin/casino/game/enabled',
      'POST admin/notifications',
      'POST admin/page',
      'POST admin/payments/approve',
      'POST admin/payments/kycclear',
      'POST admin/payments/owed/payout',
      'POST admin/payments/refunds/retry',
      'POST admin/payments/reject',
      'POST admin/players/lock',
      'POST admin/players/note',
      'POST admin/players/session/end',
      'POST admin/popup',
      'POST admin/promotion',
      'POST admin/slide',
      'POST admin/sports/event',
      'POST admin/sports/feed/step',
      'POST admin/sports/finish',
      'POST admin/sports/live',
      'POST admin/sports/market',
      'POST admin/sports/market/settle',
      'POST admin/sports/odds',
      'POST admin/sports/settle',
      'POST admin/staff/create',
      'POST admin/staff/disable',
      'POST admin/staff/password',
      'POST admin/staff/role',
      'POST admin/staff/token',
      'POST admin/staff/token/revoke',
      'POST admin/staff/twofactor/reset',
      'POST admin/translation',
      'POST client/remotes',
      'POST client/vitals',
      'POST cms/promotionlist',
      'POST payment/methods',
      'POST protection/break',
      'POST protection/limit',
      'POST protection/limit/confirm',
      'POST protection/realitycheck',
      'POST sports/cashout',
      'POST sports/cashout/quote',
      'POST sports/event',
      'POST sports/mybets',
      'POST sports/place',
      'POST sports/tree',
      'POST staff/login',
      'POST staff/logout',
      'POST staff/totp/confirm',
      'POST staff/totp/enrol',
    ]);
  });

  it('serves the outbox only outside production, and nothing else', () => {
    const devOnly = Object.entries(ENDPOINTS).filter(([, e]) => 'devOnly' in e && e.devOnly);
    expect(devOnly.map(([name]) => name)).toEqual(['getDevOutbox']);
  });

  it('has each method and path once, relative to the api base', () => {
    expect(new Set(table).size).toBe(table.length);
    for (const e of Object.values(ENDPOINTS)) {
      expect(e.path).toMatch(/^[a-z0-9]+(\/(:[a-z][a-zA-Z0-9]*|[a-z0-9]+))*$/);
    }
  });

  it('says who may call: players for their own data (spec §6), admin for every admin/ call', () => {
    const access = (a: string) =>
      Object.values(ENDPOINTS)
        .filter((e) => e.access === a)
        .map((e) => e.path);
    // The back office's own calls (staff/*) sit behind the admin guard too, open to every role.
    expect(access('admin').every((p) => p.startsWith('admin/') || p.startsWith('staff/'))).toBe(
      true,
    );
    expect(
      Object.values(ENDPOINTS).filter((e) => e.path.startsWith('admin/') && e.access !== 'admin'),
    ).toEqual([]);
    for (const path of ['customer/updatephone', 'user/balance', 'bonus/definetrialbonus']) {
      expect(access('player')).toContain(path);
    }
    for (const path of ['auth/login', 'auth/register', 'cms/grouped', 'health', 'staff/login']) {
      expect(access('public')).toContain(path);
    }
  });

  it('finds the endpoint of a request path', () => {
    expect(endpointFor('POST', '/api/auth/login')).toBe('login');
    expect(endpointFor('GET', 'user/balance?x=1')).toBe('getBalance');
    expect(endpointFor('GET', 'auth/login')).toBeUndefined();
    expect(endpointFor('GET', '/api/cms/content/12')).toBe('getContent');
    expect(endpointFor('GET', '/api/cms/content/12/x')).toBeUndefined();
  });

  it('names the parameters of a path', () => {
    expect(pathParams('cms/content/:id')).toEqual(['id']);
    expect(pathParams('a/:first/b/:second')).toEqual(['first', 'second']);
    expect(pathParams('auth/login')).toEqual([]);
  });
});
