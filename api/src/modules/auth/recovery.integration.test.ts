import '../../test/native-modules';
import { BACKENDS, testConfig } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { latestMessage, register } from '../../test/players';

const security = { ...testConfig().security, recoveryRequestsPerUsername: 8, codeMaxTries: 3 };

describe.each(BACKENDS)('password recovery on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, { security });
  });
  afterAll(() => h.close());

  const post = (url: string, payload: Record<string, unknown>, locale?: 'tr' | 'en') =>
    call(h.app, { method: 'POST', url: `/api/auth/${url}`, payload, locale });

  it('e-mails a code, checks it, sets the new password and ends old sessions', async () => {
    const { payload, token } = await register(h.app);
    const { username, email } = payload;

    const sent = await post('sendresetpassword', { username }, 'tr');
    expect(sent.body).toEqual({
      success: true,
      message:
        'Bu kullanıcı adına ait bir hesap varsa, e-posta adresine bir sıfırlama kodu gönderildi',
      data: null,
    });
    const mail = await latestMessage(h.app, email);
    expect(mail.channel).toBe('email');
    expect(mail.code).toMatch(/^\d{8}$/);
    expect(mail.text).toContain(mail.code);
    expect(mail.text).toMatch(/^Şifre sıfırlama kodunuz/);
    const code = mail.code ?? '';

    const checked = await post('checkresetcode', { username, code });
    expect(checked.body).toEqual({ success: true, message: 'The code is correct', data: null });

    const changed = await post('changepasswordwithcode', {
      username,
      code,
      password: 'yeniSifre9',
      password2: 'yeniSifre9',
    });
    expect(changed.body).toEqual({
      success: true,
      message: 'Your password has been changed successfully',
      data: null,
    });

    // The old session is over, the old password too; the new one works.
    expect((await call(h.app, { method: 'GET', url: '/api/user/balance', token })).status).toBe(
      401,
    );
    const oldLogin = await post('login', { username, password: payload.password });
    expect(oldLogin.status).toBe(400);
    const newLogin = await post('login', { username, password: 'yeniSifre9' });
    expect(newLogin.status).toBe(200);

    // Single use: the code cannot set a password twice.
    const again = await post('changepasswordwithcode', {
      username,
      code,
      password: 'baskaSifre1',
      password2: 'baskaSifre1',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('The code is incorrect');
  });

  it('answers an unknown username exactly like a known one, and sends nothing', async () => {
    const unknown = await post('sendresetpassword', { username: 'yokboylebiri' });
    const { payload } = await register(h.app);
    const known = await post('sendresetpassword', { username: payload.username });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const outbox = await call<{ recipient: string }[]>(h.app, {
      method: 'GET',
      url: '/api/dev/outbox?limit=500',
    });
    expect(outbox.body.data.some((m) => m.recipient.includes('yokboylebiri'))).toBe(false);
  });

  it('refuses wrong codes and burns the code after the allowed tries', async () => {
    const { payload } = await register(h.app);
    await post('sendresetpassword', { username: payload.username });
    const code = (await latestMessage(h.app, payload.email)).code ?? '';
    const wrong = code === '00000000' ? '11111111' : '00000000';
    const first = await post('checkresetcode', { username: payload.username, code: wrong }, 'tr');
    expect(first.body).toEqual({ success: false, message: 'Kod hatalı', data: null });
    await post('checkresetcode', { username: payload.username, code: wrong });
    const third = await post('checkresetcode', { username: payload.username, code: wrong });
    expect(third.body.message).toBe('Too many wrong attempts. Please request a new one.');
    const right = await post('checkresetcode', { username: payload.username, code });
    expect(right.body.message).toBe('Too many wrong attempts. Please request a new one.');
  });

  it('only the newest code works after a second request', async () => {
    const { payload } = await register(h.app);
    await post('sendresetpassword', { username: payload.username });
    const older = (await latestMessage(h.app, payload.email)).code ?? '';
    await post('sendresetpassword', { username: payload.username });
    const newer = (await latestMessage(h.app, payload.email)).code ?? '';
    if (older !== newer) {
      expect(
        (await post('checkresetcode', { username: payload.username, code: older })).status,
      ).toBe(400);
    }
    expect((await post('checkresetcode', { username: payload.username, code: newer })).status).toBe(
      200,
    );
  });

  it('applies the §5 recovery rules', async () => {
    const step1 = await post('sendresetpassword', { username: 'a' });
    expect(step1.body.message).toBe('Username: Must be between 2 and 20 characters');
    const step2 = await post('checkresetcode', { username: 'someone', code: '12' }, 'tr');
    expect(step2.body.message).toBe('SMS Kodu: 3 ile 20 karakter arasında olmalıdır');
    const step3 = await post('changepasswordwithcode', {
      username: 'someone',
      code: '123456',
      password: 'abcdef',
      password2: 'abcdeg',
    });
    expect(step3.body.message).toBe('Confirm Password: Passwords do not match');
  });
});

describe.each(BACKENDS)('recovery throttle on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, {
      security: { ...security, recoveryRequestsPerUsername: 2, recoveryRequestsPerIp: 4 },
    });
  });
  afterAll(() => h.close());

  it('answers 429 after too many recovery requests for one username or from one IP', async () => {
    const send = (username: string, ip: string) =>
      call(h.app, {
        method: 'POST',
        url: '/api/auth/sendresetpassword',
        payload: { username },
        remoteAddress: ip,
      });
    expect((await send('hedefkisi', '10.1.0.1')).status).toBe(200);
    expect((await send('hedefkisi', '10.1.0.2')).status).toBe(200);
    const third = await send('hedefkisi', '10.1.0.3');
    expect(third.status).toBe(429);
    expect(third.body.success).toBe(false);

    for (const name of ['kisibir', 'kisiiki', 'kisiuc', 'kisidort']) {
      expect((await send(name, '10.1.1.1')).status).toBe(200);
    }
    expect((await send('kisibes', '10.1.1.1')).status).toBe(429);
  });
});

describe.each(BACKENDS)('recovery code tries under a parallel burst on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, {
      security: { ...security, recoveryRequestsPerUsername: 1000, recoveryRequestsPerIp: 1000 },
    });
  });
  afterAll(() => h.close());

  it('compares no more codes than the allowed tries when 60 arrive at once, the right one last', async () => {
    const { payload } = await register(h.app);
    const post = (url: string, body: Record<string, unknown>) =>
      call(h.app, { method: 'POST', url: `/api/auth/${url}`, payload: body });
    await post('sendresetpassword', { username: payload.username });
    const code = (await latestMessage(h.app, payload.email)).code ?? '';
    const wrong = (i: number) => String((Number(code) + 1 + i) % 100_000_000).padStart(8, '0');
    const answers = await Promise.all([
      ...Array.from({ length: 59 }, (_, i) =>
        post('checkresetcode', { username: payload.username, code: wrong(i) }),
      ),
      post('checkresetcode', { username: payload.username, code }),
    ]);
    const messages = answers.map((a) => a.body.message);
    expect(messages.filter((m) => m === 'The code is incorrect').length).toBeLessThanOrEqual(3);
    expect(messages.at(-1)).toBe('Too many wrong attempts. Please request a new one.');
  });

  it('lets the right code through step 2 and step 3 after wrong tries (the right one costs none)', async () => {
    const { payload } = await register(h.app);
    const post = (url: string, body: Record<string, unknown>) =>
      call(h.app, { method: 'POST', url: `/api/auth/${url}`, payload: body });
    await post('sendresetpassword', { username: payload.username });
    const code = (await latestMessage(h.app, payload.email)).code ?? '';
    const wrong = code === '00000000' ? '11111111' : '00000000';
    await post('checkresetcode', { username: payload.username, code: wrong });
    await post('checkresetcode', { username: payload.username, code: wrong });
    expect((await post('checkresetcode', { username: payload.username, code })).status).toBe(200);
    const changed = await post('changepasswordwithcode', {
      username: payload.username,
      code,
      password: 'newpass99',
      password2: 'newpass99',
    });
    expect(changed.status).toBe(200);
  });
});
