import {
  validateChangePassword,
  validateChangePasswordWithCode,
  validateCheckResetCode,
  validateLogin,
  validatePhoneVerification,
  validateRecoveryCode,
  validateRecoveryPassword,
  validateRecoveryUsername,
  validateRegister,
  validateSmsCode,
  validateSmsPhone,
  registerRules,
  loginRules,
  changePasswordRules,
} from './forms';
import { firstError, isValid, type ValidationError } from './errors';

/** The error key a field gets, or undefined when it passes. */
function keyOf(errors: Record<string, ValidationError | undefined>, field: string) {
  return errors[field]?.key;
}
const x = (n: number, c = 'a') => c.repeat(n);

const validRegistration = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  username: 'ayse1990',
  email: 'ayse@example.com',
  phone: '905321234567',
  PersonalNo: '12345678901',
  country: 235,
  birthDateDay: '07',
  birthDateMonth: '03',
  birthDateYear: '1990',
  password: 'secret1',
  password2: 'secret1',
};
const register = (patch: Record<string, unknown>) =>
  validateRegister({ ...validRegistration, ...patch });

describe('spec §5 Login', () => {
  it('accepts a username of 1 and of 50 characters, refuses empty and 51', () => {
    const ok = (u: string) => keyOf(validateLogin({ username: u, password: 'abc' }), 'username');
    expect(ok('a')).toBeUndefined();
    expect(ok(x(50))).toBeUndefined();
    expect(ok('')).toBe('required');
    expect(ok(x(51))).toBe('lengthBetween');
    expect(validateLogin({ password: 'abc' }).username).toEqual({ key: 'required' });
  });

  it('accepts a password of 3 and of 100 characters, refuses 2 and 101', () => {
    const ok = (p: string) => keyOf(validateLogin({ username: 'u', password: p }), 'password');
    expect(ok(x(3))).toBeUndefined();
    expect(ok(x(100))).toBeUndefined();
    expect(ok('')).toBe('required');
    expect(validateLogin({ username: 'u', password: 'ab' }).password).toEqual({
      key: 'lengthBetween',
      values: { min: 3, max: 100 },
    });
    expect(ok(x(101))).toBe('lengthBetween');
  });

  it('gives the form a record with every field, undefined when valid', () => {
    expect(validateLogin({ username: 'ali', password: 'abc' })).toEqual({
      username: undefined,
      password: undefined,
    });
    expect(isValid(validateLogin({ username: 'ali', password: 'abc' }))).toBe(true);
    expect(loginRules.username('')).toEqual({ key: 'required' });
  });
});

describe('spec §5 Register', () => {
  it('accepts a complete valid registration', () => {
    expect(firstError(validateRegister(validRegistration))).toBeUndefined();
  });

  it.each(['name', 'surname'])('%s: required, 2 to 100, letters only', (field) => {
    expect(keyOf(register({ [field]: '' }), field)).toBe('required');
    expect(keyOf(register({ [field]: 'A' }), field)).toBe('lengthBetween');
    expect(keyOf(register({ [field]: 'Al' }), field)).toBeUndefined();
    expect(keyOf(register({ [field]: x(100) }), field)).toBeUndefined();
    expect(keyOf(register({ [field]: x(101) }), field)).toBe('lengthBetween');
    expect(keyOf(register({ [field]: 'Ali1' }), field)).toBe('lettersOnly');
    expect(keyOf(register({ [field]: 'Ali-Can' }), field)).toBe('lettersOnly');
  });

  it('accepts the Turkish letters ç ğ ı İ ö ş ü and their capitals', () => {
    for (const name of ['çğıöşü', 'ÇĞIİÖŞÜ', 'Işıl', 'İsmail Çağrı', 'Gülşen Öztürk', 'i̇rem']) {
      expect(keyOf(register({ name }), 'name')).toBeUndefined();
    }
  });

  it('allows single spaces between words only', () => {
    expect(keyOf(register({ name: 'Ayşe Nur' }), 'name')).toBeUndefined();
    expect(keyOf(register({ name: 'Ayşe Nur Su' }), 'name')).toBeUndefined();
    expect(keyOf(register({ name: 'Ayşe  Nur' }), 'name')).toBe('lettersOnly');
    expect(keyOf(register({ name: ' Ayşe' }), 'name')).toBe('lettersOnly');
    expect(keyOf(register({ name: 'Ayşe ' }), 'name')).toBe('lettersOnly');
    expect(keyOf(register({ name: 'Ayşe\tNur' }), 'name')).toBe('lettersOnly');
  });

  it('username: required, 5 to 30, letters and digits only', () => {
    expect(keyOf(register({ username: '' }), 'username')).toBe('required');
    expect(keyOf(register({ username: x(4) }), 'username')).toBe('lengthBetween');
    expect(keyOf(register({ username: x(5) }), 'username')).toBeUndefined();
    expect(keyOf(register({ username: x(30) }), 'username')).toBeUndefined();
    expect(keyOf(register({ username: x(31) }), 'username')).toBe('lengthBetween');
    expect(keyOf(register({ username: 'Ab12345' }), 'username')).toBeUndefined();
    expect(keyOf(register({ username: 'ali_can' }), 'username')).toBe('alphanumeric');
    expect(keyOf(register({ username: 'ali can' }), 'username')).toBe('alphanumeric');
    expect(keyOf(register({ username: 'ali.can' }), 'username')).toBe('alphanumeric');
  });

  it('email: required, 5 to 100, valid format', () => {
    expect(keyOf(register({ email: '' }), 'email')).toBe('required');
    expect(keyOf(register({ email: 'a@b.' }), 'email')).toBe('lengthBetween');
    expect(keyOf(register({ email: 'a@b.c' }), 'email')).toBeUndefined();
    const local = x(100 - '@example.com'.length);
    expect(keyOf(register({ email: `${local}@example.com` }), 'email')).toBeUndefined();
    expect(keyOf(register({ email: `${local}a@example.com` }), 'email')).toBe('lengthBetween');
    for (const bad of [
      'ayse.example.com',
      'ayse@example',
      'ay se@example.com',
      'a@@example.com',
      'ayse@example..com',
      '@example.com',
    ]) {
      expect(keyOf(register({ email: bad }), 'email')).toBe('email');
    }
    expect(
      keyOf(register({ email: 'ayse.nur+oyna@mail.example.com.tr' }), 'email'),
    ).toBeUndefined();
  });

  it('phone: required, 5 to 20, digits only', () => {
    expect(keyOf(register({ phone: '' }), 'phone')).toBe('required');
    expect(keyOf(register({ phone: '1234' }), 'phone')).toBe('lengthBetween');
    expect(keyOf(register({ phone: '12345' }), 'phone')).toBeUndefined();
    expect(keyOf(register({ phone: x(20, '9') }), 'phone')).toBeUndefined();
    expect(keyOf(register({ phone: x(21, '9') }), 'phone')).toBe('lengthBetween');
    expect(keyOf(register({ phone: '90532 123456' }), 'phone')).toBe('digitsOnly');
    expect(keyOf(register({ phone: '+905321234567' }), 'phone')).toBe('digitsOnly');
    expect(keyOf(register({ phone: 905321234567 }), 'phone')).toBeUndefined();
  });

  it('PersonalNo: required, exactly 11 digits', () => {
    expect(keyOf(register({ PersonalNo: '' }), 'PersonalNo')).toBe('required');
    expect(register({ PersonalNo: '1234567890' }).PersonalNo).toEqual({
      key: 'exactLength',
      values: { length: 11 },
    });
    expect(keyOf(register({ PersonalNo: '123456789012' }), 'PersonalNo')).toBe('exactLength');
    expect(keyOf(register({ PersonalNo: '1234567890a' }), 'PersonalNo')).toBe('digitsOnly');
    expect(keyOf(register({ PersonalNo: '12345678901' }), 'PersonalNo')).toBeUndefined();
  });

  it('country: required', () => {
    expect(keyOf(register({ country: '' }), 'country')).toBe('required');
    expect(keyOf(register({ country: undefined }), 'country')).toBe('required');
    expect(keyOf(register({ country: null }), 'country')).toBe('required');
    expect(keyOf(register({ country: 235 }), 'country')).toBeUndefined();
    expect(keyOf(register({ country: '235' }), 'country')).toBeUndefined();
  });

  it('birth day and month: required, 2 digits', () => {
    for (const field of ['birthDateDay', 'birthDateMonth']) {
      expect(keyOf(register({ [field]: '' }), field)).toBe('required');
      expect(keyOf(register({ [field]: '7' }), field)).toBe('exactLength');
      expect(keyOf(register({ [field]: '007' }), field)).toBe('exactLength');
      expect(keyOf(register({ [field]: 'a7' }), field)).toBe('digitsOnly');
      expect(keyOf(register({ [field]: '01' }), field)).toBeUndefined();
      expect(keyOf(register({ [field]: '00' }), field)).toBe('invalidDate');
    }
    expect(
      keyOf(register({ birthDateDay: '31', birthDateMonth: '01' }), 'birthDateDay'),
    ).toBeUndefined();
    expect(keyOf(register({ birthDateDay: '32' }), 'birthDateDay')).toBe('invalidDate');
    expect(keyOf(register({ birthDateMonth: '12' }), 'birthDateMonth')).toBeUndefined();
    expect(keyOf(register({ birthDateMonth: '13' }), 'birthDateMonth')).toBe('invalidDate');
  });

  it('birth day must exist in its month', () => {
    const feb = (day: string, year: string) =>
      keyOf(
        register({ birthDateDay: day, birthDateMonth: '02', birthDateYear: year }),
        'birthDateDay',
      );
    expect(feb('29', '2000')).toBeUndefined();
    expect(feb('29', '1999')).toBe('invalidDate');
    expect(keyOf(register({ birthDateDay: '31', birthDateMonth: '04' }), 'birthDateDay')).toBe(
      'invalidDate',
    );
  });

  it('birth year: required, 4 digits', () => {
    expect(keyOf(register({ birthDateYear: '' }), 'birthDateYear')).toBe('required');
    expect(keyOf(register({ birthDateYear: '990' }), 'birthDateYear')).toBe('exactLength');
    expect(keyOf(register({ birthDateYear: '19900' }), 'birthDateYear')).toBe('exactLength');
    expect(keyOf(register({ birthDateYear: '19a0' }), 'birthDateYear')).toBe('digitsOnly');
    expect(keyOf(register({ birthDateYear: '1990' }), 'birthDateYear')).toBeUndefined();
  });

  it('password and password2: required, at least 5, must match', () => {
    expect(keyOf(register({ password: '' }), 'password')).toBe('required');
    expect(register({ password: '1234', password2: '1234' }).password).toEqual({
      key: 'minLength',
      values: { min: 5 },
    });
    expect(keyOf(register({ password: '12345', password2: '12345' }), 'password')).toBeUndefined();
    expect(keyOf(register({ password2: '' }), 'password2')).toBe('required');
    expect(keyOf(register({ password2: '1234' }), 'password2')).toBe('minLength');
    expect(keyOf(register({ password2: 'secret2' }), 'password2')).toBe('mismatch');
    expect(
      keyOf(register({ password: 'secret1', password2: 'secret1' }), 'password2'),
    ).toBeUndefined();
  });

  it('the field validators see the other fields, as final-form passes them', () => {
    expect(registerRules.password2('abcde', { password: 'abcdf' })).toEqual({ key: 'mismatch' });
    expect(registerRules.password2('abcde', { password: 'abcde' })).toBeUndefined();
  });

  it('reports the fields in form order, first failure first', () => {
    const errors = validateRegister({});
    expect(Object.keys(errors)).toEqual(Object.keys(registerRules));
    expect(firstError(errors)).toEqual({ field: 'name', error: { key: 'required' } });
    expect(validateRegister(null).name).toEqual({ key: 'required' });
  });
});

describe('spec §5 Phone verification (all)', () => {
  it('phone: required, digits only, 5 to 20', () => {
    const phone = (p: unknown) => keyOf(validateSmsPhone({ phone: p }), 'phone');
    expect(phone('')).toBe('required');
    expect(phone('12a45')).toBe('digitsOnly');
    expect(phone('1234')).toBe('lengthBetween');
    expect(phone('12345')).toBeUndefined();
    expect(phone(x(20, '5'))).toBeUndefined();
    expect(phone(x(21, '5'))).toBe('lengthBetween');
    // Table order: digits only is checked before the length.
    expect(phone('12a')).toBe('digitsOnly');
  });

  it('code: required, exactly 6, read through the 00-00-00 mask', () => {
    const code = (c: unknown) => keyOf(validateSmsCode({ code: c }), 'code');
    expect(code('')).toBe('required');
    expect(code(undefined)).toBe('required');
    expect(code('__-__-__')).toBe('required');
    expect(code('12-34-56')).toBeUndefined();
    expect(code('123456')).toBeUndefined();
    expect(validateSmsCode({ code: '12-34-5_' }).code).toEqual({
      key: 'exactLength',
      values: { length: 6 },
    });
    expect(code('12345')).toBe('exactLength');
    expect(code('1234567')).toBe('exactLength');
    expect(code('12-34-ab')).toBe('digitsOnly');
  });

  it('the api checks step, phone, and the code at step 2 only', () => {
    expect(
      firstError(validatePhoneVerification({ step: 1, phone: '905321234567' })),
    ).toBeUndefined();
    expect(keyOf(validatePhoneVerification({ step: 2, phone: '905321234567' }), 'code')).toBe(
      'required',
    );
    expect(
      firstError(validatePhoneVerification({ step: 2, phone: '905321234567', code: '123456' })),
    ).toBeUndefined();
    expect(keyOf(validatePhoneVerification({ phone: '905321234567' }), 'step')).toBe('required');
    expect(keyOf(validatePhoneVerification({ step: 3, phone: '905321234567' }), 'step')).toBe(
      'oneOf',
    );
    expect(keyOf(validatePhoneVerification({ step: 0, phone: '90532' }), 'phone')).toBeUndefined();
    expect(keyOf(validatePhoneVerification({ step: 0, phone: '9053' }), 'phone')).toBe(
      'lengthBetween',
    );
  });
});

describe('spec §5 Recovery', () => {
  it('step 1 username: required, 2 to 20', () => {
    const u = (v: string) => keyOf(validateRecoveryUsername({ username: v }), 'username');
    expect(u('')).toBe('required');
    expect(u('a')).toBe('lengthBetween');
    expect(u('ab')).toBeUndefined();
    expect(u(x(20))).toBeUndefined();
    expect(u(x(21))).toBe('lengthBetween');
  });

  it('step 2 code: required, 3 to 20', () => {
    const c = (v: string) => keyOf(validateRecoveryCode({ code: v }), 'code');
    expect(c('')).toBe('required');
    expect(c('12')).toBe('lengthBetween');
    expect(c('123')).toBeUndefined();
    expect(c(x(20, '1'))).toBeUndefined();
    expect(c(x(21, '1'))).toBe('lengthBetween');
  });

  it('step 3 password and password2: required, at least 5, must match', () => {
    const r = (password: string, password2: string) =>
      validateRecoveryPassword({ password, password2 });
    expect(keyOf(r('', ''), 'password')).toBe('required');
    expect(keyOf(r('', ''), 'password2')).toBe('required');
    expect(keyOf(r('1234', '1234'), 'password')).toBe('minLength');
    expect(keyOf(r('1234', '1234'), 'password2')).toBe('minLength');
    expect(keyOf(r('12345', '12346'), 'password2')).toBe('mismatch');
    expect(firstError(r('12345', '12345'))).toBeUndefined();
  });

  it('the api checks the earlier fields again at steps 2 and 3', () => {
    expect(keyOf(validateCheckResetCode({ code: '123456' }), 'username')).toBe('required');
    expect(firstError(validateCheckResetCode({ username: 'ali', code: '123456' }))).toBeUndefined();
    const full = { username: 'ali', code: '123456', password: 'secret', password2: 'secret' };
    expect(firstError(validateChangePasswordWithCode(full))).toBeUndefined();
    expect(keyOf(validateChangePasswordWithCode({ ...full, code: '1' }), 'code')).toBe(
      'lengthBetween',
    );
  });
});

describe('spec §5 Change password', () => {
  const valid = { oldPassword: 'old12', password: 'new12', confirmPassword: 'new12' };

  it.each(['oldPassword', 'password', 'confirmPassword'])('%s: required, minimum 5', (field) => {
    const other = field === 'confirmPassword' ? {} : { confirmPassword: valid.confirmPassword };
    expect(keyOf(validateChangePassword({ ...valid, ...other, [field]: '' }), field)).toBe(
      'required',
    );
    const short =
      field === 'password' ? { password: '1234', confirmPassword: '1234' } : { [field]: '1234' };
    expect(keyOf(validateChangePassword({ ...valid, ...short }), field)).toBe('minLength');
    expect(keyOf(validateChangePassword(valid), field)).toBeUndefined();
  });

  it('confirmPassword must equal password (error key mismatch)', () => {
    expect(validateChangePassword({ ...valid, confirmPassword: 'new13' }).confirmPassword).toEqual({
      key: 'mismatch',
    });
    expect(changePasswordRules.confirmPassword('new12', { password: 'new12' })).toBeUndefined();
    expect(firstError(validateChangePassword(valid))).toBeUndefined();
  });
});
