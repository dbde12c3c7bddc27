/** A short, run-unique string of lower-case letters and digits (usernames, e-mails, names). */
export function uniqueId(length = 8): string {
  const time = Date.now().toString(36);
  const random = Math.random().toString(36).slice(2);
  return `${random}${time}`.slice(-length).padStart(length, 'x');
}

// The phone and TC No generators are the registration builder's (@oyna/test-kit/registration).
export { uniqueNationalId, uniquePhone } from '@oyna/test-kit/registration';
