import { ENDPOINTS, endpointFor } from './endpoints';

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

  it('adds only the dev outbox, health, promotions and video banner beyond §7, the outbox dev-only', () => {
    expect(table.filter((c) => !SPEC_CALLS.includes(c)).sort()).toEqual([
      'GET cms/videobanner',
      'GET dev/outbox',
      'GET health',
      'POST cms/promotionlist',
    ]);
    expect(ENDPOINTS.getDevOutbox.devOnly).toBe(true);
  });

  it('has each method and path once, relative to the api base', () => {
    expect(new Set(table).size).toBe(table.length);
    for (const e of Object.values(ENDPOINTS)) expect(e.path).toMatch(/^[a-z0-9]+(\/[a-z0-9]+)*$/);
  });

  it('finds the endpoint of a request path', () => {
    expect(endpointFor('POST', '/api/auth/login')).toBe('login');
    expect(endpointFor('GET', 'user/balance?x=1')).toBe('getBalance');
    expect(endpointFor('GET', 'auth/login')).toBeUndefined();
  });
});
