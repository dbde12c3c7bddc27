import pino from 'pino';
import { REDACT_PATHS, redactUrl, serializeRequest, skipCleanValues } from './log-redaction';

describe('tokens never reach the log', () => {
  it.each([
    ['/notify?id=abc&access_token=eyJ.secret.sig', '/notify?id=[redacted]&access_token=[redacted]'],
    [
      '/notify/negotiate?access_token=eyJ.a.b&negotiateVersion=1',
      '/notify/negotiate?access_token=[redacted]&negotiateVersion=1',
    ],
    ['/api/cms/sliderlist', '/api/cms/sliderlist'],
    ['/x?ACCESS_TOKEN=s#h', '/x?ACCESS_TOKEN=[redacted]#h'],
  ])('%s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
    expect(serializeRequest({ method: 'GET', url }).url).toBe(logged);
  });
});

describe('skipCleanValues: the same lines as pino redaction alone', () => {
  // Two loggers over the same paths, one with the shortcut: every line must be byte-identical.
  const linesOf = (shortcut: boolean, log: (logger: pino.Logger) => void): string[] => {
    const lines: string[] = [];
    const logger = pino(
      {
        redact: REDACT_PATHS,
        timestamp: false,
        base: undefined,
      },
      { write: (line: string) => lines.push(line) },
    );
    if (shortcut) skipCleanValues(logger, REDACT_PATHS);
    log(logger);
    return lines;
  };
  const secret = 'eyJ.secret.sig';
  const boom = new Error('boom');
  const cases: [string, (logger: pino.Logger) => void][] = [
    [
      'a request line',
      (l) =>
        l
          .child({ reqId: 'r-1' })
          .info(
            { req: serializeRequest({ method: 'GET', url: '/api/user/balance', ip: '127.0.0.1' }) },
            'incoming request',
          ),
    ],
    [
      'a completed line with bindings',
      (l) => {
        const child = l.child({ reqId: 'r-2' });
        child.setBindings({ playerId: 7 });
        child.info({ res: { statusCode: 200 }, responseTime: 1.25 }, 'request completed');
      },
    ],
    [
      'credentials at every depth',
      (l) =>
        l.info(
          {
            token: secret,
            a: {
              password: secret,
              b: { authorization: secret, c: { token: 'deeper than the paths' } },
            },
          },
          'x',
        ),
    ],
    [
      'card data in bodies and arrays',
      (l) =>
        l.info(
          {
            body: { number: '4111111111111111', expiry: '12/30', holder: 'A B' },
            list: [{ cvc: '123', pan: '4111' }],
            req: { body: { number: '4111' } },
          },
          'x',
        ),
    ],
    [
      'headers of a raw request',
      (l) =>
        l.info(
          {
            req: {
              headers: {
                authorization: `Bearer ${secret}`,
                cookie: 'a=b',
                'x-admin-token': secret,
              },
            },
          },
          'x',
        ),
    ],
    [
      'inherited, null, undefined, numbers, errors',
      (l) => {
        const inherited = Object.create({ token: secret }) as Record<string, unknown>;
        inherited.own = 1;
        l.info(
          {
            inherited,
            nothing: null,
            missing: undefined,
            n: Number.NaN,
            flag: true,
            err: boom,
          },
          'x',
        );
      },
    ],
    [
      'a bound object and a message argument',
      (l) =>
        l
          .child({ actor: { name: 'ops', token: secret } })
          .warn({ signature: 'sig' }, 'with %s', 'args'),
    ],
  ];
  it.each(cases)('%s', (_name, log) => {
    const plain = linesOf(false, log);
    const fast = linesOf(true, log);
    expect(fast).toEqual(plain);
    expect(fast.join('')).not.toContain(secret);
  });
});
