import { parseArgs } from 'node:util';
import type { AdminBalanceOwed, AdminPaymentRecord, ApiEnvelope } from '@oyna/contracts';

/**
 * The cashier's command line (api/README.md › Payments): the admin payment calls over HTTP, so
 * it works against any running api (local, staging, production) with its ADMIN_TOKEN.
 *
 *   npm run -w api cashier -- list [--status Pending] [--type withdraw|deposit|all]
 *   npm run -w api cashier -- approve <id> --by <operator> [--reason <text>]
 *   npm run -w api cashier -- reject <id> --by <operator> --reason <text>
 *   npm run -w api cashier -- refunds                    (deposits returned to source, refused)
 *   npm run -w api cashier -- retry-refund <id> --by <operator>
 *   npm run -w api cashier -- owed                       (self-excluded players' balances)
 *   npm run -w api cashier -- payout <playerId> --by <operator>   (pay one of them out)
 *
 * Environment: OYNA_API_URL (default http://127.0.0.1:4000), ADMIN_TOKEN (default the
 * development token), OPERATOR (default for --by).
 */
export interface CashierIo {
  env: NodeJS.ProcessEnv;
  fetch: typeof fetch;
  out: (line: string) => void;
}

const USAGE = `usage: cashier list [--status Pending] [--type withdraw|deposit|all]
       cashier approve <id> --by <operator> [--reason <text>]
       cashier reject <id> --by <operator> --reason <text>
       cashier refunds
       cashier retry-refund <id> --by <operator>
       cashier owed
       cashier payout <playerId> --by <operator>`;

const TYPES: Record<string, number> = { all: 0, deposit: 1, withdraw: 2 };

function row(p: AdminPaymentRecord): string {
  const type = p.type === 1 ? 'deposit ' : 'withdraw';
  const amount = p.amount.toFixed(2).padStart(12);
  const by = p.decidedBy ? ` by ${p.decidedBy}` : '';
  const reason = p.reason ? ` (${p.reason})` : '';
  const refund =
    p.refundState === 'refused'
      ? `  refund refused: ${p.refundError ?? ''}`
      : p.refundState
        ? `  refund ${p.refundState}${p.refundId ? ` ${p.refundId}` : ''}`
        : '';
  return `${String(p.id).padStart(6)}  ${type}  ${amount} TRY  ${p.status.padEnd(9)}  ${p.username}  ${p.method}  ${p.createdAt}${by}${reason}${refund}`;
}

/** LCCP 3.5: a balance owed to a self-excluded player, to be paid out to them. */
function owedRow(o: AdminBalanceOwed): string {
  return `${String(o.playerId).padStart(6)}  ${o.balance.toFixed(2).padStart(12)} TRY  ${o.username}  ${o.email}  excluded until ${o.until}`;
}

/**
 * An operator's screen shows text, never runs it (OWASP: output encoding for the terminal):
 * control characters (an ANSI escape that recolours or rewrites the line, a carriage return that
 * hides what came before) and the bidirectional overrides of Trojan Source are shown as `\u….`
 * escapes. Line breaks between the rows this tool prints stay.
 */
export function terminalSafe(text: string): string {
  let shown = '';
  for (const c of text) {
    const code = c.charCodeAt(0);
    const hidden =
      (code < 0x20 && c !== '\n') ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0x200e ||
      code === 0x200f ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069);
    shown += hidden ? `\\u${code.toString(16).padStart(4, '0')}` : c;
  }
  return shown;
}

/** Runs one command; returns the process exit code (0 ok, 1 refused, 2 usage). */
export async function runCashier(argv: string[], io: CashierIo): Promise<number> {
  // What players and operators typed (names, reasons) reaches the terminal escaped.
  const print = io.out;
  io = { ...io, out: (line) => print(terminalSafe(line)) };
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        status: { type: 'string', default: 'Pending' },
        type: { type: 'string', default: 'all' },
        by: { type: 'string' },
        reason: { type: 'string', default: '' },
        limit: { type: 'string', default: '100' },
      },
    });
  } catch (error) {
    io.out(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const [command, idText] = positionals;
  const base = (io.env.OYNA_API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
  const headers = {
    'content-type': 'application/json',
    'x-admin-token': io.env.ADMIN_TOKEN ?? 'oyna-dev-admin',
    'x-locale': 'en',
  };

  async function send<T>(path: string, body?: unknown): Promise<ApiEnvelope<T> | undefined> {
    const response = await io.fetch(`${base}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json()) as ApiEnvelope<T>;
    if (!envelope.success) {
      io.out(`refused (${response.status}): ${envelope.message}`);
      return undefined;
    }
    return envelope;
  }

  if (command === 'list') {
    const type = TYPES[values.type ?? 'all'];
    if (type === undefined) {
      io.out(USAGE);
      return 2;
    }
    const query = new URLSearchParams({
      status: values.status ?? 'Pending',
      type: String(type),
      limit: values.limit ?? '100',
    });
    const result = await send<AdminPaymentRecord[]>(`admin/payments?${query}`);
    if (!result) return 1;
    if (result.data.length === 0) io.out('no payments');
    for (const p of result.data) io.out(row(p));
    return 0;
  }
  if (command === 'approve' || command === 'reject') {
    const id = Number(idText);
    const operator = values.by ?? io.env.OPERATOR;
    if (
      !Number.isSafeInteger(id) ||
      id <= 0 ||
      !operator ||
      (command === 'reject' && !values.reason)
    ) {
      io.out(USAGE);
      return 2;
    }
    const result = await send<AdminPaymentRecord>(`admin/payments/${command}`, {
      id,
      operator,
      reason: values.reason ?? '',
    });
    if (!result) return 1;
    io.out(row(result.data));
    return 0;
  }
  if (command === 'refunds' || command === 'owed') {
    const query = new URLSearchParams({ limit: values.limit ?? '100' });
    if (command === 'refunds') {
      const result = await send<AdminPaymentRecord[]>(`admin/payments/refunds?${query}`);
      if (!result) return 1;
      if (result.data.length === 0) io.out('no refunds waiting');
      for (const p of result.data) io.out(row(p));
      return 0;
    }
    const result = await send<AdminBalanceOwed[]>(`admin/payments/owed?${query}`);
    if (!result) return 1;
    if (result.data.length === 0) io.out('no balances owed');
    for (const o of result.data) io.out(owedRow(o));
    return 0;
  }
  if (command === 'payout') {
    const playerId = Number(idText);
    const operator = values.by ?? io.env.OPERATOR;
    if (!Number.isSafeInteger(playerId) || playerId <= 0 || !operator) {
      io.out(USAGE);
      return 2;
    }
    const result = await send<AdminPaymentRecord>('admin/payments/owed/payout', {
      playerId,
      operator,
    });
    if (!result) return 1;
    io.out(row(result.data));
    return 0;
  }
  if (command === 'retry-refund') {
    const id = Number(idText);
    const operator = values.by ?? io.env.OPERATOR;
    if (!Number.isSafeInteger(id) || id <= 0 || !operator) {
      io.out(USAGE);
      return 2;
    }
    const result = await send<AdminPaymentRecord>('admin/payments/refunds/retry', {
      id,
      operator,
    });
    if (!result) return 1;
    io.out(row(result.data));
    return 0;
  }
  io.out(USAGE);
  return 2;
}
