import type { RegistrationPayload } from '@oyna/contracts';

/**
 * The one registration payload of the tests and benchmarks (spec §3 Registration,
 * `auth/register`): the api's tests, the e2e players and specs and the benchmarks all build it
 * here. It imports no React and no node module, so a Playwright spec, a Node script run through
 * tsx and a jest test can all take it (`@oyna/test-kit/registration`).
 */

/** `n` random decimal digits (Web Crypto: Node 20 and every browser). */
function randomDigits(n: number): number[] {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(n));
  return Array.from(bytes, (b) => b % 10);
}

/** A run-unique id of ten lower-case hex characters (usernames, e-mails). */
export function uniqueRegistrationId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(5));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random Turkish mobile number as 10 digits after the 90 prefix (spec §5: masked 10 digits). */
export function uniquePhone(): string {
  return `5${randomDigits(9).join('')}`;
}

/**
 * A random 11-digit TC kimlik number that also passes the official checksum (spec §5 asks only
 * for 11 digits; a valid one keeps the data realistic should the api check more).
 */
export function uniqueNationalId(): string {
  const d = randomDigits(9);
  d[0] = 1 + ((d[0] ?? 0) % 9);
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((sum, n) => sum + n, 0) % 10);
  return d.join('');
}

export interface RegistrationOptions {
  /** Makes the default username (`oyuncu<id>`) and e-mail unique; a random one otherwise. */
  id?: string;
  name?: string;
  surname?: string;
  username?: string;
  email?: string;
  /** 12 digits with the 90 prefix, as the register form sends it. */
  phone?: string;
  personalNo?: string;
  /** `YYYY-MM-DD`; the day, month and year fields are cut from it as the form does. */
  birthDate?: string;
  /** Sent twice (`password`, `password2`). */
  password?: string;
}

/** A registration payload the api accepts, unique in username, e-mail, phone and TC No. */
export function registrationPayload(
  options: RegistrationOptions = {},
): RegistrationPayload & { birthDate: string } {
  const id = options.id ?? uniqueRegistrationId();
  const username = options.username ?? `oyuncu${id}`;
  const birthDate = options.birthDate ?? '1990-03-07';
  const [birthDateYear = '', birthDateMonth = '', birthDateDay = ''] = birthDate.split('-');
  const password = options.password ?? 'gizli123';
  return {
    name: options.name ?? 'Ayşe Nur',
    surname: options.surname ?? 'Yılmaz',
    username,
    email: options.email ?? `${username}@example.com`,
    phone: options.phone ?? `90${uniquePhone()}`,
    PersonalNo: options.personalNo ?? uniqueNationalId(),
    country: 235,
    currencyId: 1,
    birthDate,
    birthDateDay,
    birthDateMonth,
    birthDateYear,
    password,
    password2: password,
  };
}
