import { isValid, validateRegister } from '@oyna/contracts';
import { registrationPayload, uniqueNationalId, uniquePhone } from './registration';

/** The official TC kimlik checksum (10th and 11th digits). */
function passesChecksum(id: string): boolean {
  const d = [...id].map(Number);
  const at = (i: number) => d[i] ?? -1;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  return (
    at(0) !== 0 &&
    at(9) === (((odd * 7 - even) % 10) + 10) % 10 &&
    at(10) === d.slice(0, 10).reduce((sum, n) => sum + n, 0) % 10
  );
}

describe('registrationPayload (spec §3 Registration)', () => {
  it('passes the register form’s own validation (spec §5)', () => {
    expect(isValid(validateRegister(registrationPayload()))).toBe(true);
  });

  it('is unique in username, e-mail, phone and TC No from one call to the next', () => {
    const payloads = Array.from({ length: 50 }, () => registrationPayload());
    for (const field of ['username', 'email', 'phone', 'PersonalNo'] as const) {
      expect(new Set(payloads.map((p) => p[field])).size).toBe(50);
    }
  });

  it('cuts the day, month and year from the birth date and sends the password twice', () => {
    const payload = registrationPayload({ birthDate: '1988-11-02', password: 'pw-1' });
    expect(payload).toMatchObject({
      birthDate: '1988-11-02',
      birthDateDay: '02',
      birthDateMonth: '11',
      birthDateYear: '1988',
      password: 'pw-1',
      password2: 'pw-1',
    });
  });

  it('names the player from the options: the e-mail follows the username', () => {
    const payload = registrationPayload({ username: 'e2eabc', name: 'Deniz' });
    expect(payload).toMatchObject({
      username: 'e2eabc',
      email: 'e2eabc@example.com',
      name: 'Deniz',
    });
  });

  it('makes 11-digit TC numbers that pass the checksum and 10-digit mobile numbers', () => {
    for (let i = 0; i < 200; i++) {
      const id = uniqueNationalId();
      expect(id).toMatch(/^\d{11}$/);
      expect(passesChecksum(id)).toBe(true);
      expect(uniquePhone()).toMatch(/^5\d{9}$/);
    }
  });
});
