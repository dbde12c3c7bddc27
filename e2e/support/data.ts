/** A short, run-unique string of lower-case letters and digits (usernames, e-mails, names). */
export function uniqueId(length = 8): string {
  const time = Date.now().toString(36);
  const random = Math.random().toString(36).slice(2);
  return `${random}${time}`.slice(-length).padStart(length, 'x');
}

/** A random Turkish mobile number as 10 digits after the 90 prefix (spec §5: masked 10 digits). */
export function uniquePhone(): string {
  return `5${Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('')}`;
}

/**
 * A random 11-digit TC kimlik number that also passes the official checksum (spec §5 asks only
 * for 11 digits; a valid one keeps the data realistic should the api check more).
 */
export function uniqueNationalId(): string {
  const d = [1 + Math.floor(Math.random() * 9)];
  for (let i = 1; i < 9; i++) d.push(Math.floor(Math.random() * 10));
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  d.push(tenth);
  d.push(d.reduce((sum, n) => sum + n, 0) % 10);
  return d.join('');
}
