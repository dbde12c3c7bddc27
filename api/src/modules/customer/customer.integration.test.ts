import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { latestMessage, register } from '../../test/players';

describe.each(BACKENDS)('customer calls on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const updatePhone = (token: string, payload: Record<string, unknown>, locale?: 'tr' | 'en') =>
    call<{ phone: string; smsVerified: boolean } | null>(h.app, {
      method: 'POST',
      url: '/api/customer/updatephone',
      payload,
      token,
      locale,
    });

  it('needs a logged-in player', async () => {
    const r = await call(h.app, {
      method: 'POST',
      url: '/api/customer/updatephone',
      payload: { step: 1, phone: '905321112233' },
    });
    expect(r.status).toBe(401);
    expect(r.body.success).toBe(false);
  });

  it('sends a 6-digit SMS code (step 1) and verifies the phone with it (step 2)', async () => {
    const { token, payload } = await register(h.app);
    const sent = await updatePhone(token, { step: 1, phone: payload.phone }, 'tr');
    expect(sent.body).toEqual({
      success: true,
      message: 'Doğrulama kodu telefonunuza gönderildi',
      data: { phone: payload.phone, smsVerified: false },
    });
    const sms = await latestMessage(h.app, payload.phone);
    expect(sms.channel).toBe('sms');
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text).toBe(`Oyna doğrulama kodunuz: ${sms.code}`);

    // The masked input sends 00-00-00 (spec §5).
    const masked = `${sms.code?.slice(0, 2)}-${sms.code?.slice(2, 4)}-${sms.code?.slice(4)}`;
    const verified = await updatePhone(token, { step: 2, phone: payload.phone, code: masked });
    expect(verified.body).toEqual({
      success: true,
      message: 'Your phone number has been verified successfully',
      data: { phone: payload.phone, smsVerified: true },
    });
    const relogin = await call<{ smsVerified: boolean }>(h.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: payload.username, password: payload.password },
    });
    expect(relogin.body.data.smsVerified).toBe(true);

    // Single use.
    const reuse = await updatePhone(token, { step: 2, phone: payload.phone, code: sms.code });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('The code is incorrect');
  });

  it('changes the number only once the new one is verified (step 0)', async () => {
    const { token, payload } = await register(h.app);
    const newPhone = `90533${payload.phone.slice(-7)}`;
    await updatePhone(token, { step: 0, phone: newPhone });
    const code = (await latestMessage(h.app, newPhone)).code;
    const wrong = await updatePhone(token, {
      step: 2,
      phone: newPhone,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.message).toBe('The code is incorrect');
    // A code sent to the new number does not verify the old one.
    const other = await updatePhone(token, { step: 2, phone: payload.phone, code });
    expect(other.status).toBe(400);
    const ok = await updatePhone(token, { step: 2, phone: newPhone, code });
    expect(ok.body.data).toEqual({ phone: newPhone, smsVerified: true });
  });

  it('refuses a number another player has verified', async () => {
    const first = await register(h.app);
    await updatePhone(first.token, { step: 1, phone: first.payload.phone });
    const code = (await latestMessage(h.app, first.payload.phone)).code;
    await updatePhone(first.token, { step: 2, phone: first.payload.phone, code });
    const second = await register(h.app);
    const taken = await updatePhone(second.token, { step: 1, phone: first.payload.phone });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('This phone number is already verified on another account');
  });

  it('applies the §5 phone verification rules', async () => {
    const { token } = await register(h.app);
    expect((await updatePhone(token, { step: 1, phone: '1234' })).body.message).toBe(
      'Phone: Must be between 5 and 20 characters',
    );
    expect(
      (await updatePhone(token, { step: 2, phone: '905321112233', code: '123' })).body.message,
    ).toBe('SMS Code: Must be exactly 6 characters');
    expect((await updatePhone(token, { step: 5, phone: '905321112233' }, 'tr')).body.message).toBe(
      'Adım: Listeden geçerli bir seçim yapınız',
    );
  });

  const changePassword = (token: string, payload: Record<string, unknown>, locale?: 'tr' | 'en') =>
    call<{ token: string } | null>(h.app, {
      method: 'POST',
      url: '/api/customer/changepassword',
      payload,
      token,
      locale,
    });

  it('changes the password: old token 401 at once, new password logs in', async () => {
    const { token, payload } = await register(h.app);
    const wrongOld = await changePassword(
      token,
      {
        oldPassword: 'not-mine',
        password: 'yeni12345',
        confirmPassword: 'yeni12345',
      },
      'tr',
    );
    expect(wrongOld.body).toEqual({ success: false, message: 'Eski şifre hatalı', data: null });
    const mismatch = await changePassword(token, {
      oldPassword: payload.password,
      password: 'yeni12345',
      confirmPassword: 'yeni12346',
    });
    expect(mismatch.body.message).toBe('Confirm Password: Passwords do not match');

    const changed = await changePassword(token, {
      oldPassword: payload.password,
      password: 'yeni12345',
      confirmPassword: 'yeni12345',
    });
    expect(changed.body.success).toBe(true);
    expect(changed.body.message).toBe('Your password has been changed successfully');
    expect((await call(h.app, { method: 'GET', url: '/api/user/balance', token })).status).toBe(
      401,
    );
    const fresh = changed.body.data?.token ?? '';
    expect(
      (await call(h.app, { method: 'GET', url: '/api/user/balance', token: fresh })).status,
    ).toBe(200);
    const login = await call(h.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: payload.username, password: 'yeni12345' },
    });
    expect(login.status).toBe(200);
  });
});

describe.each(BACKENDS)('SMS code tries under a parallel burst on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  it('compares no more codes than the allowed tries when 60 arrive at once, the right one last', async () => {
    const { token, payload } = await register(h.app);
    const step = (body: Record<string, unknown>) =>
      call<{ phone: string; smsVerified: boolean } | null>(h.app, {
        method: 'POST',
        url: '/api/customer/updatephone',
        payload: body,
        token,
      });
    await step({ step: 1, phone: payload.phone });
    const code = (await latestMessage(h.app, payload.phone)).code ?? '';
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all([
      ...Array.from({ length: 59 }, (_, i) =>
        step({ step: 2, phone: payload.phone, code: wrong(i) }),
      ),
      step({ step: 2, phone: payload.phone, code }),
    ]);
    const messages = answers.map((a) => a.body.message);
    // Five tries (the default) were compared; every later one, the right code included, was not.
    expect(messages.filter((m) => m === 'The code is incorrect').length).toBeLessThanOrEqual(5);
    expect(messages.at(-1)).toBe('Too many wrong attempts. Please request a new one.');
    expect(answers.every((a) => a.status === 400)).toBe(true);
    const me = await call<{ smsVerified: boolean }>(h.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: payload.username, password: payload.password },
    });
    expect(me.body.data.smsVerified).toBe(false);
  });
});
