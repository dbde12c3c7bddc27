import { parseArgs } from 'node:util';
import {
  ENDPOINTS,
  type AdminBonusOffer,
  type AdminPlayerBonus,
  type ApiEnvelope,
  type BonusAuditRecord,
  type BonusCostReport,
} from '@oyna/contracts';

/**
 * The bonus desk's command line (api/README.md › Admin calls › Bonus desk): the admin bonus calls
 * over HTTP, so it works against any running api with its ADMIN_TOKEN and goes through the same
 * rules, locks and audit as the calls themselves.
 *
 *   npm run -w api bonus -- offers
 *   npm run -w api bonus -- grant <username> <offer> --by <operator> --reason <text> [--amount 50]
 *   npm run -w api bonus -- cancel <username> --by <operator> --reason <text>
 *   npm run -w api bonus -- cost <from> <to>          (YYYY-MM-DD, UTC, both included)
 *   npm run -w api bonus -- audit [target]            (offer:<code> or player:<username>)
 *
 * Environment: OYNA_API_URL (default http://127.0.0.1:4000), ADMIN_TOKEN (default the
 * development token), OPERATOR (default for --by).
 */
export interface BonusDeskIo {
  env: NodeJS.ProcessEnv;
  fetch: typeof fetch;
  out: (line: string) => void;
}

const USAGE = `usage: bonus offers
       bonus grant <username> <offer> --by <operator> --reason <text> [--amount <lira>]
       bonus cancel <username> --by <operator> --reason <text>
       bonus cost <from> <to>
       bonus audit [target]`;

/**
 * What players and operators typed reaches the terminal as text, never as control sequences
 * (OWASP output encoding): C0/C1 controls and the bidirectional overrides are shown escaped.
 */
const shown = (text: string): string =>
  text.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const lira = (amount: number | null) => (amount === null ? '-' : `${amount.toFixed(2)} TRY`);

function offerRow(o: AdminBonusOffer): string {
  const amount = o.percent !== null ? `${o.percent}%` : lira(o.amount);
  return `${o.code.padEnd(18)} ${o.kind.padEnd(15)} ${amount.padStart(12)}  cap ${lira(o.cap)}  ${o.wageringMultiplier}x  max bet ${lira(o.maxBet)}  ${o.validDays}d  ${o.enabled ? 'on' : 'off'}  ${o.titleEn}`;
}

function bonusRow(b: AdminPlayerBonus): string {
  return `#${b.id}  ${b.status}  ${b.username}  ${b.offer}  ${lira(b.amount)}  wagering ${lira(b.wagered)} / ${lira(b.wageringRequired)}${b.removed !== null ? `  removed ${lira(b.removed)}` : ''}`;
}

/** Runs one command; returns the process exit code (0 ok, 1 refused, 2 usage). */
export async function runBonusDesk(argv: string[], io: BonusDeskIo): Promise<number> {
  const out = (line: string) => io.out(shown(line));
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        by: { type: 'string' },
        reason: { type: 'string' },
        amount: { type: 'string' },
      },
    });
  } catch (error) {
    out(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const [command, first, second] = positionals;
  const base = (io.env.OYNA_API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
  const headers = {
    'content-type': 'application/json',
    'x-admin-token': io.env.ADMIN_TOKEN ?? 'oyna-dev-admin',
    'x-locale': 'en',
  };
  const operator = values.by ?? io.env.OPERATOR;

  async function send<T>(path: string, body?: unknown): Promise<ApiEnvelope<T> | undefined> {
    const response = await io.fetch(`${base}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json()) as ApiEnvelope<T>;
    if (!envelope.success) {
      out(`refused (${response.status}): ${envelope.message}`);
      return undefined;
    }
    return envelope;
  }

  if (command === 'offers') {
    const r = await send<AdminBonusOffer[]>(ENDPOINTS.adminBonusOffers.path);
    if (!r) return 1;
    for (const o of r.data) out(offerRow(o));
    return 0;
  }
  if (command === 'grant' && first && second && operator && values.reason) {
    const amount = values.amount === undefined ? undefined : Number(values.amount);
    if (amount !== undefined && !Number.isFinite(amount)) {
      out(`--amount: not a number\n${USAGE}`);
      return 2;
    }
    const r = await send<AdminPlayerBonus>(ENDPOINTS.adminGrantBonus.path, {
      operator,
      username: first,
      offer: second,
      reason: values.reason,
      ...(amount === undefined ? {} : { amount }),
    });
    if (!r) return 1;
    out(bonusRow(r.data));
    return 0;
  }
  if (command === 'cancel' && first && operator && values.reason) {
    const r = await send<AdminPlayerBonus>(ENDPOINTS.adminCancelBonus.path, {
      operator,
      username: first,
      reason: values.reason,
    });
    if (!r) return 1;
    out(bonusRow(r.data));
    return 0;
  }
  if (command === 'cost' && first && second) {
    const query = new URLSearchParams({ from: first, to: second });
    const r = await send<BonusCostReport>(`${ENDPOINTS.adminBonusCost.path}?${query}`);
    if (!r) return 1;
    out('day          granted     converted   forfeited   expired');
    const line = (day: string, f: BonusCostReport['total']) =>
      `${day.padEnd(10)} ${[f.granted, f.converted, f.forfeited, f.expired].map((n) => n.toFixed(2).padStart(11)).join(' ')}`;
    for (const d of r.data.days) out(line(d.day, d));
    out(line('total', r.data.total));
    return 0;
  }
  if (command === 'audit') {
    const query = new URLSearchParams({ take: '50', ...(first ? { target: first } : {}) });
    const r = await send<BonusAuditRecord[]>(`${ENDPOINTS.adminBonusAudit.path}?${query}`);
    if (!r) return 1;
    for (const a of r.data) {
      out(`${a.time}  ${a.actor}  ${a.action}  ${a.target}  ${JSON.stringify(a.detail)}`);
    }
    return 0;
  }
  out(USAGE);
  return 2;
}
