import '../../test/native-modules';
import fc from 'fast-check';
import { pgliteBackend } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { inbox, listen, officialClient, rawSocket } from '../../test/hub-client';
import { register } from '../../test/players';
import { RECORD_SEPARATOR as RS } from './protocol';
import { loadTestEnvironment } from '../../config';

/**
 * Property-based fuzzing of the hub's frames (OWASP ASVS 4.0 V5.1 input validation, V7.4 error
 * handling: a bad message is refused with a reason and never takes the process down). Each case
 * opens a raw socket, optionally shakes hands, sends generated frames — random text, random JSON,
 * message-shaped objects with wrong field types, handshakes of other protocols, `__proto__` keys,
 * binary frames, invalid UTF-8, frames without the record separator or above the size limit —
 * then a sentinel invocation. Either the server closed the socket and said why (a Close message
 * or handshake error with `error`, or the WebSocket close code of the violation), or it is still
 * speaking the protocol and answers the sentinel. Seeded, so a failure replays.
 */
const SEED = 20261123;
const RUNS = loadTestEnvironment().hubFuzzRuns;
const MAX_FRAME_BYTES = 4096;
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
const SENTINEL = `{"type":1,"invocationId":"sentinel","target":"Sentinel","arguments":[]}${RS}`;

type Frame = { text: string } | { bytes: Uint8Array; binary: boolean };

const anything = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(undefined),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const messageLike = fc
  .record(
    {
      type: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double(), fc.string({ maxLength: 3 })),
      invocationId: anything,
      target: anything,
      arguments: anything,
      error: anything,
      allowReconnect: anything,
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));

const handshakeLike = fc
  .record(
    {
      protocol: fc.oneof(fc.constant('json'), fc.constant('messagepack'), anything),
      version: anything,
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));

const record = fc.oneof(
  messageLike,
  handshakeLike,
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '{',
    '[]',
    'null',
    '{"type":1e999}',
    '{"__proto__":{"type":6}}',
    '{"type":1,"invocationId":"a","constructor":{"prototype":{"x":1}}}',
    '"\u0000"',
  ),
  fc.integer({ min: 1, max: 3000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
);

/** Records the client may send: pings, completions, invocations, cancels, unknown types. */
const valid = fc
  .record({
    type: fc.constantFrom(1, 3, 4, 5, 6, 8, 9, 42),
    invocationId: fc.string({ maxLength: 8 }),
    target: fc.string({ maxLength: 8 }),
    arguments: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  })
  .map((value) => JSON.stringify(value));

const frame: fc.Arbitrary<Frame> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(valid, { minLength: 1, maxLength: 3 })
      .map((rs) => ({ text: rs.join(RS) + RS })),
  },
  {
    weight: 6,
    arbitrary: fc
      .array(record, { minLength: 1, maxLength: 4 })
      .map((rs) => ({ text: rs.join(RS) + RS })),
  },
  { weight: 2, arbitrary: record.map((text) => ({ text })) },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 40 }).map((bytes) => ({ bytes, binary: true })),
  },
  {
    weight: 1,
    // Not UTF-8, sent as a text frame.
    arbitrary: fc
      .uint8Array({ minLength: 1, maxLength: 20 })
      .map((b) => ({ bytes: Uint8Array.from([0xc3, 0x28, ...b]), binary: false })),
  },
  { weight: 1, arbitrary: fc.constant({ text: `${'x'.repeat(MAX_FRAME_BYTES + 10)}${RS}` }) },
);

interface Outcome {
  closed: boolean;
  code: number;
  frames: string[];
}

/** Sends the case and waits for the close or the sentinel's completion. */
async function play(base: string, token: string, handshake: boolean, frames: Frame[]) {
  const ws = await rawSocket(base, token);
  const received: string[] = [];
  return new Promise<Outcome>((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`no close and no sentinel answer; received ${JSON.stringify(received)}`));
    }, 5000);
    ws.on('message', (data: Buffer) => {
      received.push(data.toString('utf8'));
      if (received.join('').includes('"invocationId":"sentinel"')) {
        clearTimeout(timer);
        ws.close();
        resolve({ closed: false, code: 0, frames: received });
      }
    });
    ws.once('close', (code) => {
      clearTimeout(timer);
      resolve({ closed: true, code, frames: received });
    });
    ws.on('error', () => undefined);
    if (handshake) ws.send(HANDSHAKE);
    for (const f of frames) {
      if ('text' in f) ws.send(f.text);
      else ws.send(f.bytes, { binary: f.binary });
    }
    ws.send(SENTINEL);
  });
}

/** Whether the case itself sent a Close message (then the server closes without an error). */
function sentClose(frames: Frame[]): boolean {
  return frames.some(
    (f) =>
      'text' in f &&
      f.text.split(RS).some((r) => {
        try {
          return (JSON.parse(r) as { type?: unknown } | null)?.type === 7;
        } catch {
          return false;
        }
      }),
  );
}

/** A server close says why: an `error` in its last message, or the violation's close code. */
function saidWhy(outcome: Outcome): boolean {
  // 1007 invalid UTF-8, 1009 above maxPayload: ws closes with the code as its reason.
  if (outcome.code === 1007 || outcome.code === 1009) return true;
  const records = outcome.frames.join('').split(RS).filter(Boolean);
  const last = records[records.length - 1];
  if (!last) return false;
  const value = JSON.parse(last) as { type?: number; error?: unknown };
  return typeof value.error === 'string' && value.error.length > 0;
}

describe('hub frame fuzzing', () => {
  let h: Harness;
  let base: string;
  let token: string;
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onCrash);
    h = await startApp(pgliteBackend, {
      notify: { keepAliveMs: 5000, clientTimeoutMs: 20_000, maxFrameBytes: MAX_FRAME_BYTES },
    });
    base = await listen(h.app);
    token = (await register(h.app)).token;
  });
  afterAll(async () => {
    process.off('uncaughtException', onCrash);
    await h.close();
  });

  it(`${RUNS} seeded cases: every bad socket is closed with a reason, the rest still speak, the api never falls`, async () => {
    const watcher = officialClient(base, token);
    const box = inbox(watcher);
    await watcher.start();
    let closedCount = 0;
    let openCount = 0;

    await fc.assert(
      fc.asyncProperty(
        // Mostly after a good handshake, so the message parser is reached.
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(true) },
          { weight: 1, arbitrary: fc.constant(false) },
        ),
        fc.array(frame, { minLength: 1, maxLength: 3 }),
        async (hs, frames) => {
          const outcome = await play(base, token, hs, frames);
          if (outcome.closed) {
            closedCount += 1;
            if (hs && sentClose(frames) && outcome.code === 1000) return;
            expect({
              frames: outcome.frames,
              code: outcome.code,
              saidWhy: saidWhy(outcome),
            }).toMatchObject({ saidWhy: true });
          } else {
            openCount += 1;
            // Still speaking the protocol: the sentinel got its error completion.
            expect(outcome.frames.join('')).toContain("Method 'Sentinel' does not exist.");
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );

    // Both outcomes occurred, or the generator proves little.
    expect(closedCount).toBeGreaterThan(RUNS / 4);
    expect(openCount).toBeGreaterThan(RUNS / 20);
    expect(crashes).toEqual([]);
    // The process still serves: the untouched client gets a push, health answers.
    await h.app.notify.sendToPlayers([
      {
        playerId: (await h.app.platform.sessions.authenticate(token)).playerId,
        cmd: 'Notification',
        message: 'after-fuzz',
      },
    ]);
    await expect(box.next()).resolves.toMatchObject({ message: 'after-fuzz' });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    await watcher.stop();
  }, 180_000);
});
