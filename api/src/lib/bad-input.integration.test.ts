import '../test/native-modules';
import { ENDPOINTS, endpointRequest, pathParams, type EndpointName } from '@oyna/contracts';
import { Amount, Id, Input, REQUEST_SCHEMAS, Text, TEXT_PATTERN } from '@oyna/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { call, startApp, type Harness } from '../test/app-harness';
import { BACKENDS } from '../test/backends';
import { register } from '../test/players';
import { badValues, leaves, sample, withField, type Carrier } from '../test/schema-cases';
import { apiMessage } from './messages';
import { API_PREFIX } from './route';

/**
 * ARCHITECTURE.md › api: every bad input is a 400 with the envelope and a readable message, never
 * a 500 — an id past Postgres' integer, 1e20, Infinity in a query, a NUL or a lone surrogate, an
 * over-long text, a wrong type. Driven by the endpoint table and its schemas: every field of
 * every served call gets every class of bad value that applies to it.
 */
const ADMIN_TOKEN = 'bad-input-admin';

/** The url of a call with a payload (path parameters filled in, a GET's payload as query). */
function urlOf(name: EndpointName, payload: unknown): { url: string; body: unknown } {
  const target = endpointRequest(ENDPOINTS[name], payload);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(target.query ?? {})) query.append(key, String(value));
  const search = query.toString();
  return { url: `${API_PREFIX}/${target.path}${search ? `?${search}` : ''}`, body: target.body };
}

describe.each(BACKENDS)('bad input on %s', (_name, backend) => {
  let h: Harness;
  let token = '';
  beforeAll(async () => {
    h = await startApp(
      backend,
      { adminToken: ADMIN_TOKEN, rateLimit: { max: 100_000, timeWindowMs: 60_000 } },
      (app) => formatsProbe(app),
    );
    token = (await register(h.app)).token;
  });
  afterAll(() => h.close());

  const names = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
    (n) => leaves(REQUEST_SCHEMAS[n]).length > 0,
  );

  it('bounds every number and text of every request schema', () => {
    const unbounded = names.flatMap((name) =>
      leaves(REQUEST_SCHEMAS[name]).filter(([, s]) =>
        s.enum !== undefined
          ? false
          : s.type === 'string'
            ? s.maxLength === undefined || s.pattern === undefined
            : (s.type === 'integer' || s.type === 'number') &&
              (s.maximum === undefined || s.minimum === undefined),
      ),
    );
    expect(unbounded).toEqual([]);
  });

  it.each(names)('answers 400 with a readable message to every bad field of %s', async (name) => {
    const def = ENDPOINTS[name];
    // Calls the api does not serve yet are the table test's business (route-table test).
    if (!h.app.hasRoute({ method: def.method, url: `${API_PREFIX}/${def.path}` })) return;
    const schema = REQUEST_SCHEMAS[name];
    const base = sample(schema);
    const params = pathParams(def.path);
    const failures: string[] = [];
    let n = 0;
    for (const [path, field] of leaves(schema)) {
      const carrier: Carrier =
        def.method === 'GET' || params.includes(String(path[0])) ? 'url' : 'body';
      for (const bad of badValues(field, carrier)) {
        const locale = n++ % 2 === 0 ? 'en' : 'tr';
        const { url, body } = urlOf(name, withField(base, path, bad.value));
        const res = await call(h.app, {
          method: def.method,
          url,
          locale,
          ...(def.method === 'POST' ? { payload: body as Record<string, unknown> } : {}),
          ...(def.access === 'player' ? { token } : {}),
          ...(def.access === 'admin' ? { headers: { 'x-admin-token': ADMIN_TOKEN } } : {}),
        });
        const text = apiMessage(locale, ...bad.message);
        if (
          res.status !== 400 ||
          res.body.success !== false ||
          res.body.data !== null ||
          !res.body.message.endsWith(`: ${text}`)
        ) {
          failures.push(`${path.join('.')} ${bad.name}: ${res.status} ${res.body.message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  // The formats no served call uses yet (amounts), and their edges, through the app's own ajv.
  const probe = (payload: Record<string, unknown>) =>
    call(h.app, { method: 'POST', url: '/api/test/formats', payload });

  it('accepts two-decimal amounts up to the maximum and refuses the rest', async () => {
    for (const amount of [0, 0.07, 0.29, 12.5, 123456789.07, 999999999.99, 1e9]) {
      expect([amount, (await probe({ amount })).status]).toEqual([amount, 200]);
    }
    const refused: [unknown, string][] = [
      [1e20, 'Must be at most 1000000000'],
      [1000000000.01, 'Must be at most 1000000000'],
      [-0.01, 'Must be at least 0'],
      [1.005, 'May have at most 2 decimal places'],
      [0.001, 'May have at most 2 decimal places'],
      ['abc', 'Enter a valid number'],
    ];
    for (const [amount, message] of refused) {
      const res = await probe({ amount });
      expect([amount, res.status, res.body.message]).toEqual([amount, 400, `amount: ${message}`]);
    }
  });

  it('accepts every character but NUL and lone surrogates, emoji included', async () => {
    for (const text of ['Ayşe İğdır', '😀👍🏽', 'a\u0001b', '\uffff']) {
      expect([text, (await probe({ text })).status]).toEqual([text, 200]);
    }
    for (const text of ['\u0000', 'a\ud83d', '\ude00b', '\ude00\ud83d']) {
      const res = await probe({ text });
      expect([text, res.status, res.body.message]).toEqual([
        text,
        400,
        'text: Contains a character that is not allowed',
      ]);
    }
    expect(TEXT_PATTERN).toContain('\\u0000');
  });

  it('keeps ids within Postgres integers', async () => {
    expect((await probe({ id: 2_147_483_647 })).status).toBe(200);
    expect((await probe({ id: 2_147_483_648 })).body.message).toBe(
      'Id: Must be at most 2147483647',
    );
    expect((await probe({ id: 0 })).body.message).toBe('Id: Must be at least 1');
    expect((await probe({ id: 1.5 })).body.message).toBe('Id: Enter a valid number');
  });
});

/** A route over the formats alone, validated by the app's ajv (its options included). */
function formatsProbe(app: FastifyInstance): void {
  const body = Input({
    amount: Amount({ default: 1 }),
    text: Text(50, { default: '' }),
    id: Id({ default: 1 }),
  });
  app.post('/api/test/formats', { schema: { body } }, async () => ({
    success: true,
    message: '',
    data: null,
  }));
}
