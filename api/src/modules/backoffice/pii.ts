import type { StaffRole } from '@oyna/contracts';

/**
 * Personal data by role (the back office › staff identity; KVKK art. 12, data minimisation): the
 * roles whose work needs a player's TC No, phone, e-mail and IBAN see them — the owner, support
 * (talks to the player) and the cashier (pays them out); risk, content and the auditor see them
 * masked. The shared admin token (scripts, the CLIs) is not a role and sees them as the owner.
 */
export const PII_ROLES: ReadonlySet<StaffRole> = new Set<StaffRole>([
  'owner',
  'support',
  'cashier',
]);

export function seesPersonalData(role: StaffRole | null): boolean {
  return role === null || PII_ROLES.has(role);
}

const star = (text: string) => text.replace(/[^\s]/g, '*');

/**
 * Keeps the first character and the last two digits, stars the rest and groups a phone number as
 * Turkish numbers are written: `5321234567` → `5** *** ** 67`.
 */
export function maskPhone(phone: string): string {
  const all = phone.replace(/\D/g, '');
  // A Turkish number with its country code: `90 5xx…` is shown `+90 5** *** ** 67`.
  const country = all.length === 12 && all.startsWith('90') ? '+90 ' : '';
  const digits = country ? all.slice(2) : all;
  if (digits.length < 4) return star(phone);
  const masked = `${digits[0]}${'*'.repeat(digits.length - 3)}${digits.slice(-2)}`;
  if (masked.length !== 10) return masked;
  return `${country}${masked.slice(0, 3)} ${masked.slice(3, 6)} ${masked.slice(6, 8)} ${masked.slice(8)}`;
}

/** A TC No (11 digits): the first digit and the last two, `1******** 46` → `1** **** **46`. */
export function maskPersonalNo(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 4) return star(value);
  const masked = `${digits[0]}${'*'.repeat(digits.length - 3)}${digits.slice(-2)}`;
  if (masked.length !== 11) return masked;
  return `${masked.slice(0, 3)} ${masked.slice(3, 7)} ${masked.slice(7)}`;
}

/** The first character of the name and of the domain, and the top-level domain: `a***@g***.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return star(email);
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/** The country code and the last four characters: `TR33 0006 … 8413 26` → `TR** **** … **13 26`. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '');
  if (compact.length < 8) return star(iban);
  const masked = `${compact.slice(0, 2)}${'*'.repeat(compact.length - 6)}${compact.slice(-4)}`;
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Detail fields of a payment that hold personal data, by their key. */
const DETAIL_MASKS: [RegExp, (value: string) => string][] = [
  [/iban/i, maskIban],
  [/phone|gsm|msisdn/i, maskPhone],
  [/mail/i, maskEmail],
  [/personal|tckn|identity/i, maskPersonalNo],
];

/** A payment's detail with its personal fields masked (other fields as they are). */
export function maskDetail(detail: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(detail)) {
    const mask = DETAIL_MASKS.find(([pattern]) => pattern.test(key))?.[1];
    out[key] =
      mask && (typeof value === 'string' || typeof value === 'number')
        ? mask(String(value))
        : value;
  }
  return out;
}

/** The personal fields of a player as a role may see them. */
export interface PersonalFields {
  email: string;
  phone: string;
  personalNo: string;
}

export function personalFor<T extends PersonalFields>(fields: T, masked: boolean): T {
  if (!masked) return fields;
  return {
    ...fields,
    email: maskEmail(fields.email),
    phone: maskPhone(fields.phone),
    personalNo: maskPersonalNo(fields.personalNo),
  };
}
