import '../test/native-modules';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BACKENDS, pgliteBackend, testConfig } from '../test/backends';
import { call, startApp, type Harness } from '../test/app-harness';
import { register } from '../test/players';

/**
 * OWASP ASVS 4.0 V8.3.8 (retention of sensitive data): with `keepCodes` off (the production
 * default) a one-time code is never stored apart, its text is masked once delivered, and
 * undelivered messages are masked when OUTBOX_RETENTION_SECONDS has passed. Development keeps
 * them for its outbox reader.
 */
interface Delivered {
  channel: string;
  to: string;
  text: string;
}

/** A provider's send API that records what it was given. */
async function fakeProvider() {
  const received: Delivered[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push(JSON.parse(body) as Delivered);
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const RETENTION_SECONDS = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(BACKENDS)('outbox code retention on %s', (_name, backend) => {
  let h: Harness;
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  beforeAll(async () => {
    provider = await fakeProvider();
    h = await startApp(backend, {
      outbox: {
        ...testConfig().outbox,
        // E-mail goes to a provider; SMS has none configured (stays in the table until purged).
        emailWebhookUrl: provider.url,
        smsWebhookUrl: undefined,
        keepCodes: false,
        retentionSeconds: RETENTION_SECONDS,
      },
    });
  });
  afterAll(async () => {
    await h.close();
    await provider.close();
  });

  const rowsTo = (recipient: string) =>
    h.app.db
      .selectFrom('outbox')
      .select(['text', 'code', 'sent_at'])
      .where('recipient', '=', recipient)
      .execute();

  it('delivers the code, then keeps only the masked text; the delivered code still works', async () => {
    const { payload } = await register(h.app);
    await call(h.app, {
      method: 'POST',
      url: '/api/auth/sendresetpassword',
      payload: { username: payload.username },
    });
    await h.app.platform.outbox.drain();

    const mail = provider.received.find((m) => m.to === payload.email);
    const code = /\d{8}/.exec(mail?.text ?? '')?.[0];
    expect(code).toBeDefined();
    const [row] = await rowsTo(payload.email);
    expect(row?.code).toBeNull();
    expect(row?.sent_at).not.toBeNull();
    expect(row?.text).not.toContain(code);
    expect(row?.text).toContain('••••••••');

    const checked = await call(h.app, {
      method: 'POST',
      url: '/api/auth/checkresetcode',
      payload: { username: payload.username, code },
    });
    expect(checked.status).toBe(200);
  });

  it('masks an undelivered code once the retention has passed, not before', async () => {
    const { token, payload } = await register(h.app);
    const sent = await call(h.app, {
      method: 'POST',
      url: '/api/customer/updatephone',
      token,
      payload: { step: 1, phone: payload.phone },
    });
    expect(sent.status).toBe(200);
    const [fresh] = await rowsTo(payload.phone);
    expect(fresh?.code).toBeNull();
    // Not delivered (no SMS provider): the text is what a retry needs, kept for now.
    expect(fresh?.text).toMatch(/\d{6}/);
    await h.app.platform.outbox.purge();
    expect((await rowsTo(payload.phone))[0]?.text).toBe(fresh?.text);

    await sleep(RETENTION_SECONDS * 1000 + 300);
    expect(await h.app.platform.outbox.purge()).toBeGreaterThanOrEqual(1);
    const [old] = await rowsTo(payload.phone);
    expect(old?.text).not.toMatch(/\d{4,}/);
    expect(old?.text).toContain('••••');
  });
});

describe('outbox in development keeps codes for its reader', () => {
  it('stores the code and the purge leaves it', async () => {
    const h = await startApp(pgliteBackend, {
      outbox: { ...testConfig().outbox, retentionSeconds: 1 },
    });
    try {
      expect(testConfig().outbox.keepCodes).toBe(true);
      const { payload } = await register(h.app);
      await call(h.app, {
        method: 'POST',
        url: '/api/auth/sendresetpassword',
        payload: { username: payload.username },
      });
      await sleep(1300);
      expect(await h.app.platform.outbox.purge()).toBe(0);
      const row = await h.app.db
        .selectFrom('outbox')
        .select(['code', 'text'])
        .where('recipient', '=', payload.email)
        .executeTakeFirstOrThrow();
      expect(row.code).toMatch(/^\d{8}$/);
      expect(row.text).toContain(row.code ?? 'no code');
    } finally {
      await h.close();
    }
  });
});
