import type { AuditCsv, AuditExport, AuditPage, AuditQuery, AuditRecord } from '@oyna/contracts';
import { badRequest } from '../../lib/errors';
import type { AuditRow, NewAudit, StaffQueries } from './queries';

function recordOf(row: AuditRow): AuditRecord {
  return {
    id: Number(row.id),
    actorKind: row.actor_kind === 'cli' ? 'admin-token' : row.actor_kind,
    actor: row.actor_kind === 'cli' ? `cli:${row.actor}` : row.actor,
    role: row.role,
    ip: row.ip,
    action: row.action,
    object: row.object,
    status: row.status,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** One CSV field (RFC 4180), and never a formula a spreadsheet would run (OWASP CSV injection). */
export function csvField(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A day of the audit's filters: YYYY-MM-DD and a real date (400 otherwise). */
function checkDay(day: string | undefined): void {
  if (day === undefined) return;
  const date = new Date(`${day}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== day
  ) {
    throw badRequest('server.staff.dayInvalid');
  }
}

/** Text the audit keeps: no NUL, no lone surrogate (Postgres cannot store them), at most 200. */
export function auditText(value: string | null): string | null {
  if (value === null) return null;
  return value
    .split('\u0000')
    .join('')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .slice(0, 200);
}

/**
 * The one audit (the back office › the audit): an append-only record of every back-office action
 * — who, role, from where, what, the object, before and after — searchable and exported as CSV.
 */
export class AuditLog {
  constructor(private readonly q: StaffQueries) {}

  record(entry: NewAudit): Promise<void> {
    return this.q.audit({
      ...entry,
      actor: auditText(entry.actor) ?? '',
      object: auditText(entry.object),
    });
  }

  async page(query: AuditQuery): Promise<AuditPage> {
    checkDay(query.from);
    checkDay(query.to);
    const [rows, total] = await Promise.all([
      this.q.auditPage(query, query.skip, query.take),
      this.q.auditCount(query),
    ]);
    return { items: rows.map(recordOf), total };
  }

  /** The audit as CSV, newest first, at most 50 000 rows (the export is audited itself). */
  async csv(query: AuditExport): Promise<AuditCsv> {
    checkDay(query.from);
    checkDay(query.to);
    const rows = (await this.q.auditPage(query, 0, 50_000)).map(recordOf);
    const header = [
      'id',
      'created_at',
      'actor_kind',
      'actor',
      'role',
      'ip',
      'action',
      'object',
      'status',
      'before',
      'after',
    ];
    const lines = rows.map((r) =>
      [
        r.id,
        r.createdAt,
        r.actorKind,
        r.actor,
        r.role,
        r.ip,
        r.action,
        r.object,
        r.status,
        r.before,
        r.after,
      ]
        .map((v) => csvField(typeof v === 'number' ? String(v) : v))
        .join(','),
    );
    const day = new Date().toISOString().slice(0, 10);
    return {
      filename: `audit-${day}.csv`,
      csv: [header.join(','), ...lines].join('\r\n') + '\r\n',
      rows: rows.length,
    };
  }
}
