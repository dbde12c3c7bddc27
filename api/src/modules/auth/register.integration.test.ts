import '../../test/native-modules';
import type { StoredAuthData } from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { newRegistration, register } from '../../test/players';

describe.each(BACKENDS)('auth/register and auth/form on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const post = (payload: Record<string, unknown>, locale?: 'tr' | 'en') =>
    call<StoredAuthData | null>(h.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload,
      locale,
    });

  it('registers a player and logs them in at once (spec §7: success logs in)', async () => {
    const { payload, data } = await register(h.app);
    expect(data).toEqual({
      token: expect.any(String),
      username: payload.username,
      usercode: expect.stringMatching(/^OY\d{7}$/),
      betsyCid: null,
      betsyUrl: null,
      betsyToken: null,
      betcoToken: null,
      betcoUrl: null,
      phone: payload.phone,
      smsVerified: false,
      balance: 0,
      fingerprint: `fp-test-${payload.username}`,
    });
    const balance = await call<{ balance: number }>(h.app, {
      method: 'GET',
      url: '/api/user/balance',
      token: data.token,
    });
    expect(balance.body).toEqual({
      success: true,
      message: '',
      data: { balance: 0, cash: 0, bonus: 0 },
    });
  });

  it('says which unique field is taken: username, e-mail, TC No', async () => {
    const { payload } = await register(h.app);
    const byUsername = await post(newRegistration({ username: payload.username.toUpperCase() }));
    expect(byUsername.status).toBe(400);
    expect(byUsername.body.message).toBe('This username is already taken');
    const byEmail = await post(newRegistration({ email: payload.email }), 'tr');
    expect(byEmail.body.message).toBe('Bu e-posta adresi zaten kayıtlı');
    const byPersonalNo = await post(newRegistration({ PersonalNo: payload.PersonalNo }));
    expect(byPersonalNo.body.message).toBe('This TC No is already registered');
  });

  it('lets exactly one of two simultaneous registrations of a username succeed', async () => {
    const first = newRegistration();
    const second = newRegistration({ username: first.username });
    const results = await Promise.all([post(first), post(second)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.body.message).toBe(
      'This username is already taken',
    );
  });

  it.each([
    [{ username: 'abc' }, 'en', 'Username: Must be between 5 and 30 characters'],
    [{ username: 'ali_veli' }, 'en', 'Username: Only letters and digits are allowed'],
    [{ name: 'Ali2' }, 'tr', 'Ad: Yalnızca harf ve kelimeler arasında tek boşluk kullanılabilir'],
    [{ surname: 'A' }, 'en', 'Surname: Must be between 2 and 100 characters'],
    [{ email: 'not-an-email' }, 'en', 'Email: Enter a valid e-mail address'],
    [{ phone: '90532abc' }, 'en', 'Phone: Only digits are allowed'],
    [{ PersonalNo: '1234567890' }, 'tr', 'TC Kimlik No: Tam olarak 11 karakter olmalıdır'],
    [{ birthDateDay: '31', birthDateMonth: '02' }, 'en', 'Day: Enter a valid date'],
    [{ password: 'abcd', password2: 'abcd' }, 'en', 'Password: Must be at least 5 characters'],
    [{ password2: 'different' }, 'tr', 'Şifre Tekrar: Şifreler eşleşmiyor'],
  ])('refuses %j with the §5 message (%s)', async (overrides, locale, message) => {
    const result = await post(newRegistration(overrides), locale as 'tr' | 'en');
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ success: false, message, data: null });
  });

  it('refuses a missing field, an unknown country, a minor', async () => {
    const { PersonalNo: _omit, ...withoutPersonalNo } = newRegistration();
    expect((await post(withoutPersonalNo)).body.message).toBe('TC No: This field is required');
    expect((await post(newRegistration({ country: 9999 }))).body.message).toBe(
      'The selected country does not exist',
    );
    const year = String(new Date().getUTCFullYear() - 10);
    const minor = await post(newRegistration({ birthDateYear: year }), 'tr');
    expect(minor.body.message).toBe('Üyelik yalnızca 18 yaşını doldurmuş kişilere açıktır');
  });

  it('serves the countries with Türkiye as id 235, in the request language', async () => {
    const tr = await call<{ countries: { id: number; name: string }[] }>(h.app, {
      method: 'GET',
      url: '/api/auth/form',
      locale: 'tr',
    });
    expect(tr.status).toBe(200);
    expect(tr.body.data.countries).toContainEqual({ id: 235, name: 'Türkiye' });
    expect(tr.body.data.countries).toContainEqual({ id: 83, name: 'Almanya' });
    expect(tr.body.data.countries.length).toBeGreaterThan(200);
    const en = await call<{ countries: { id: number; name: string }[] }>(h.app, {
      method: 'GET',
      url: '/api/auth/form',
    });
    expect(en.body.data.countries).toContainEqual({ id: 83, name: 'Germany' });
    expect(en.body.data.countries[0]?.name).toBe('Afghanistan');
  });
});
