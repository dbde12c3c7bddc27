import {
  composeBirthDate,
  digitsOf,
  formatMoney,
  formatPhone,
  phoneWithPrefix,
  phoneWithoutPrefix,
  unreadBadge,
} from './format';

describe('formatMoney (spec §9: ₺ prefix, tr-TR, 2 decimals)', () => {
  it('shows lira with tr-TR grouping and two decimals', () => {
    expect(formatMoney(1234.5, 'tr')).toBe('₺1.234,50');
    expect(formatMoney(0, 'tr')).toBe('₺0,00');
    expect(formatMoney(1234567.891, 'tr')).toBe('₺1.234.567,89');
    expect(formatMoney(50)).toBe('₺50,00');
  });

  it('keeps the same ₺ prefix and tr-TR format in English', () => {
    expect(formatMoney(1234.5, 'en')).toBe('₺1.234,50');
  });

  it('puts the minus before the symbol and never shows -₺0,00', () => {
    expect(formatMoney(-12.3, 'tr')).toBe('-₺12,30');
    expect(formatMoney(-0.001, 'tr')).toBe('₺0,00');
    expect(formatMoney(Number.NaN, 'tr')).toBe('₺0,00');
  });
});

describe('composeBirthDate (spec §3: year-month-day from the boxes)', () => {
  it('pads the boxes into YYYY-MM-DD', () => {
    expect(composeBirthDate('07', '03', '1990')).toBe('1990-03-07');
    expect(composeBirthDate(7, 3, 1990)).toBe('1990-03-07');
    expect(composeBirthDate('1', '1', '1970')).toBe('1970-01-01');
  });
});

describe('unreadBadge (spec §2/§9: 9+ at 9 or more)', () => {
  it('shows the count below 9, 9+ from 9, nothing at 0', () => {
    expect(unreadBadge(0)).toBe('');
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(8)).toBe('8');
    expect(unreadBadge(9)).toBe('9+');
    expect(unreadBadge(120)).toBe('9+');
  });
});

describe('phone helpers (spec §9: prefix 90 with a 10-digit mask)', () => {
  it('adds the prefix to the masked local digits and takes it off again', () => {
    expect(digitsOf('(532) 123 45 67')).toBe('5321234567');
    expect(phoneWithPrefix('(532) 123 45 67')).toBe('905321234567');
    expect(phoneWithPrefix('905321234567')).toBe('905321234567');
    expect(phoneWithoutPrefix('905321234567')).toBe('5321234567');
    expect(phoneWithoutPrefix('5321234567')).toBe('5321234567');
  });

  it('shows a phone grouped by the phone mask after +90', () => {
    expect(formatPhone('905551234567')).toBe('+90 555 123 45 67');
    expect(formatPhone('5551234567')).toBe('+90 555 123 45 67');
    expect(formatPhone('555123')).toBe('+90 555 123');
  });
});
