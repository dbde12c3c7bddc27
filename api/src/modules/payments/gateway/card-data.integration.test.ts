import '../../../test/native-modules';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../../app';
import { BACKENDS } from '../../../test/backends';
import type { Harness } from '../../../test/app-harness';
import * as maskCardNumbers from '../../../db/migrations/0055-mask-card-numbers';
import { cardForm, paymentsKit, TEST_CARD } from '../payments-test-kit';

// PCI DSS 3.3, 3.4 (SAQ A): after card deposits through the hosted page, no table of the
// database the api and the built-in gateway share, and no line the api logged at debug level,
// holds a card number or a CVC.
const CVC = '737';
const NUMBERS = [TEST_CARD.approves, TEST_CARD.declines, TEST_CARD.challenge].map((n) =>
  n.replace(/ /g, ''),
);
/** A card number as digits, with or without the spaces or dashes of its groups. */
const anyNumber = new RegExp(NUMBERS.map((n) => n.replace(/(\d{4})(?=\d)/g, '$1[ -]?')).join('|'));
const ISO_TIME = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d/;

/** Where a value holds the CVC: a value equal to it, a field named after it, or it as a word. */
function cvcPlaces(value: unknown, path = '$'): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'number') return String(value) === CVC ? [path] : [];
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return []; // a timestamp's fraction may read .737
    if (value.trim() === CVC) return [path];
    const parsed = /^[[{]/.test(value) ? safeJson(value) : undefined;
    if (parsed !== undefined) return cvcPlaces(parsed, path);
    return new RegExp(`(?<![0-9A-Za-z])${CVC}(?![0-9A-Za-z])`).test(value) ? [path] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => cvcPlaces(v, `${path}[${i}]`));
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      /^(cvc|cvv|cvv2|csc)$/i.test(k) && v !== '[Redacted]'
        ? [`${path}.${k}`]
        : cvcPlaces(v, `${path}.${k}`),
    );
  }
  return [];
}
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe.each(BACKENDS)('card data at rest and in logs on %s', (_name, makeBackend) => {
  let h: Harness;
  const logged: string[] = [];
  beforeAll(async () => {
    const backend = await makeBackend({ logLevel: 'debug' });
    const app = buildApp(backend.config, { logStream: { write: (line) => logged.push(line) } });
    await app.ready();
    h = {
      app,
      backend,
      close: async () => {
        await app.close();
        await backend.cleanup();
      },
    };
  });
  afterAll(() => h.close());
  const { player, hostedDeposit, postPage, balance } = paymentsKit(() => h);

  it('keeps no card number and no CVC in any table or log line after card deposits', async () => {
    const { token, playerId } = await player();
    // Approved, declined, and approved after the 3-D Secure step; and a refused typing error.
    const approved = await hostedDeposit(token, 150);
    await postPage(approved.url, cardForm(TEST_CARD.approves, { cvc: CVC }));
    const declined = await hostedDeposit(token, 110);
    await postPage(declined.url, cardForm(TEST_CARD.declines, { cvc: CVC }));
    const challenged = await hostedDeposit(token, 120);
    await postPage(challenged.url, cardForm(TEST_CARD.challenge, { cvc: CVC, expiry: '01/20' }));
    await postPage(challenged.url, cardForm(TEST_CARD.challenge, { cvc: CVC }));
    await postPage(challenged.url, 'code=123456', '/challenge');
    expect(await balance(playerId)).toBe(27_000);

    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(h.app.db);
    expect(tables.rows.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['payment', 'gateway_session', 'payment_audit', 'ledger_entry']),
    );
    const found: string[] = [];
    let rows = 0;
    for (const { table_name } of tables.rows) {
      const result = await sql<{ row: unknown }>`select to_jsonb(t) as row from ${sql.table(
        table_name,
      )} t`.execute(h.app.db);
      for (const { row } of result.rows) {
        rows++;
        const text = JSON.stringify(row);
        if (anyNumber.test(text)) found.push(`${table_name}: card number in ${text}`);
        for (const place of cvcPlaces(row)) found.push(`${table_name}: CVC at ${place}`);
      }
    }
    expect(rows).toBeGreaterThan(50);
    expect(found).toEqual([]);

    // The log at debug level: every request and the callbacks were logged, no card data.
    expect(logged.length).toBeGreaterThan(10);
    expect(logged.some((line) => line.includes('/provider/pay/'))).toBe(true);
    const inLogs = logged.flatMap((line) => {
      const problems = anyNumber.test(line) ? [`card number in ${line}`] : [];
      return [...problems, ...cvcPlaces(safeJson(line) ?? line).map((p) => `CVC at ${p}: ${line}`)];
    });
    expect(inLogs).toEqual([]);
  });

  it('redacts card fields, the Authorization header, signatures and tokens from what is logged', async () => {
    logged.length = 0;
    h.app.log.info(
      {
        detail: { CardNo: TEST_CARD.approves, cvc: CVC },
        // The hosted page's form, were its body ever logged.
        form: { body: { number: TEST_CARD.challenge, cvc: CVC, holder: 'Ayşe Yılmaz' } },
        card: { cardNumber: TEST_CARD.declines, CVC },
        request: { headers: { authorization: 'Bearer secret-bearer' } },
        callback: { signature: 't=1,v1=ab' },
        token: 'secret-token',
        signature: 'secret-signature',
        session: { accessToken: 'secret-access' },
      },
      'a line carrying everything that must never be logged',
    );
    const line = logged.join('\n');
    expect(line).toContain('a line carrying everything');
    for (const secret of [
      TEST_CARD.approves,
      TEST_CARD.declines,
      TEST_CARD.challenge,
      'Ayşe Yılmaz',
      `"${CVC}"`,
      'secret-bearer',
      't=1,v1=ab',
      'secret-token',
      'secret-signature',
      'secret-access',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('[Redacted]');
  });

  it('masks the card numbers and removes the CVCs the site once stored (migration 0055)', async () => {
    const { playerId } = await player();
    const insert = (detail: Record<string, unknown>) =>
      h.app.db
        .insertInto('payment')
        .values({
          player_id: playerId,
          method_id: 1,
          direction: 1,
          status: 'Confirmed',
          amount_minor: 10_000,
          detail: JSON.stringify(detail),
          locale: 'tr',
          idempotency_key: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const stored = await insert({
      CardNo: '4111 1111 1111 1111',
      CardHolder: 'Ayşe Yılmaz',
      CVC,
      Amount: 100,
    });
    const other = await insert({
      BankId: 3,
      Iban: 'TR33 0006 1005 1978 6457 8413 26',
      Amount: 100,
    });
    // As the migrator runs it (on an untyped database handle).
    const migrationDb = h.app.db as unknown as Kysely<unknown>;
    await maskCardNumbers.up(migrationDb);
    await maskCardNumbers.up(migrationDb); // idempotent
    const detailOf = async (id: number) =>
      (
        await h.app.db
          .selectFrom('payment')
          .select('detail')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).detail;
    expect(await detailOf(stored.id)).toEqual({
      CardNo: '**** **** **** 1111',
      CardHolder: 'Ayşe Yılmaz',
      Amount: 100,
    });
    expect(await detailOf(other.id)).toEqual({
      BankId: 3,
      Iban: 'TR33 0006 1005 1978 6457 8413 26',
      Amount: 100,
    });
  });
});
