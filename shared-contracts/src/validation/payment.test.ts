import type { PaymentDetailField } from '../domain/payment';
import { firstError } from './errors';
import { validatePaymentDetail } from './payment';

const field = (
  key: string,
  objectType: PaymentDetailField['objectType'],
  option: PaymentDetailField['option'] = null,
): PaymentDetailField => ({
  key,
  mask: null,
  objectType,
  option,
  value: null,
});

const fields = [
  field('Iban', 'String'),
  field('Amount', 'Decimal'),
  field('Count', 'Int'),
  field('Bank', 'Dropdown', [
    { id: 1, name: 'Ziraat' },
    { id: 2, name: 'Garanti' },
  ]),
];

describe('spec §5 Dynamic payment: every field required', () => {
  const valid = { Iban: 'TR330006100519786457841326', Amount: '150,50', Count: '2', Bank: '2' };

  it('accepts a complete detail', () => {
    expect(firstError(validatePaymentDetail(fields, valid))).toBeUndefined();
    expect(
      firstError(validatePaymentDetail(fields, { ...valid, Amount: 150.5, Bank: 1 })),
    ).toBeUndefined();
  });

  it('refuses any missing field, dropdowns included', () => {
    const errors = validatePaymentDetail(fields, {});
    expect(Object.keys(errors)).toEqual(['Iban', 'Amount', 'Count', 'Bank']);
    for (const key of Object.keys(errors)) expect(errors[key]).toEqual({ key: 'required' });
  });

  it('refuses blank text, a non-number in a number field and an unknown option', () => {
    expect(validatePaymentDetail(fields, { ...valid, Iban: '   ' }).Iban?.key).toBe('notBlank');
    expect(validatePaymentDetail(fields, { ...valid, Amount: '12a' }).Amount?.key).toBe('number');
    expect(validatePaymentDetail(fields, { ...valid, Count: '1.5' }).Count?.key).toBe('number');
    expect(validatePaymentDetail(fields, { ...valid, Bank: '3' }).Bank?.key).toBe('oneOf');
  });

  it('treats a field with options as a dropdown whatever its type', () => {
    const f = [field('Method', 'String', [{ id: 'havale', name: 'Havale' }])];
    expect(validatePaymentDetail(f, { Method: 'havale' }).Method).toBeUndefined();
    expect(validatePaymentDetail(f, { Method: 'eft' }).Method?.key).toBe('oneOf');
  });
});

describe("a person's name (FullName, CardHolder): letters, spaces and . ' -, 2 to 64", () => {
  const names = [field('FullName', 'String'), field('CardHolder', 'String')];

  it.each(['Ayşe Yılmaz', "Ayşe Nur O'Brien-Yılmaz", 'J. R. Smith', 'İlker Çağlar'])(
    'accepts %s',
    (name) => {
      const errors = validatePaymentDetail(names, { FullName: name, CardHolder: name });
      expect(firstError(errors)).toBeUndefined();
    },
  );

  it.each([
    '<img src=x onerror=alert(1)>',
    'A',
    'Ali  Veli',
    ' Ali',
    'Ali ',
    'Ali2',
    'x'.repeat(65),
  ])('refuses %j with the name message', (name) => {
    const errors = validatePaymentDetail(names, { FullName: name, CardHolder: name });
    expect(errors.FullName).toEqual({ key: 'personName', values: { min: 2, max: 64 } });
    expect(errors.CardHolder).toEqual({ key: 'personName', values: { min: 2, max: 64 } });
  });
});
