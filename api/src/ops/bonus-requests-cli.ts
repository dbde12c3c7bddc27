import { ENDPOINTS, type AdminBonusRequest, type ApiEnvelope } from '@oyna/contracts';
import { loadOpsConfig } from '../config';

/**
 * Ops CLI for bonus requests (spec §2 claim-bonus: ops approve or reject, like withdrawals), over
 * the admin endpoints of a running api — so every decision goes through the same rules, wallet
 * move and notification as the HTTP call:
 *
 *   npm run bonus-requests -w api -- list [pending|approved|rejected]
 *   npm run bonus-requests -w api -- approve <id> [note]
 *   npm run bonus-requests -w api -- reject <id> [note]
 *
 * OYNA_API_URL (default http://127.0.0.1:4000) names the api, ADMIN_TOKEN its operator token.
 */
const ops = loadOpsConfig();
const base = (ops.apiUrl ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const token = ops.adminToken ?? (ops.production ? '' : 'oyna-dev-admin');

async function callApi<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api/${path}`, {
    method,
    headers: { 'x-admin-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (!envelope.success) throw new Error(`${response.status}: ${envelope.message}`);
  return envelope.data;
}

function show(r: AdminBonusRequest): string {
  const when = r.decidedAt ?? r.requestedAt;
  return `#${r.id}\t${r.status}\t${r.username}\t${r.offer}\t${r.amount.toFixed(2)} TRY\t${when}${r.note ? `\t${r.note}` : ''}`;
}

async function main(): Promise<void> {
  const [command, arg, ...rest] = process.argv.slice(2);
  if (command === 'list') {
    const query = arg ? `?status=${encodeURIComponent(arg)}` : '';
    const rows = await callApi<AdminBonusRequest[]>(
      'GET',
      `${ENDPOINTS.adminBonusRequests.path}${query}`,
    );
    console.log(rows.length ? rows.map(show).join('\n') : 'no bonus requests');
    return;
  }
  if ((command === 'approve' || command === 'reject') && arg && /^\d+$/.test(arg)) {
    const note = rest.join(' ').trim();
    const row = await callApi<AdminBonusRequest>('POST', ENDPOINTS.adminDecideBonusRequest.path, {
      id: Number(arg),
      approve: command === 'approve',
      ...(note ? { note } : {}),
    });
    console.log(show(row));
    return;
  }
  console.error('usage: bonus-requests list [status] | approve <id> [note] | reject <id> [note]');
  process.exitCode = 2;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
