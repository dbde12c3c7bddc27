import { amountToMinor, minorToAmount } from './money';

describe('money conversion', () => {
  it('turns kuruş into two-decimal lira amounts', () => {
    expect(minorToAmount(5000)).toBe(50);
    expect(minorToAmount(1234567)).toBe(12345.67);
    expect(minorToAmount(1)).toBe(0.01);
    expect(minorToAmount(0)).toBe(0);
  });

  it('turns amounts into whole kuruş without floating-point drift', () => {
    expect(amountToMinor(50)).toBe(5000);
    expect(amountToMinor(0.1 + 0.2)).toBe(30);
    expect(amountToMinor(19.99)).toBe(1999);
    expect(amountToMinor(1.005)).toBe(101);
    expect(amountToMinor(-2.5)).toBe(-250);
  });

  it('refuses values that are not money', () => {
    expect(() => amountToMinor(Number.NaN)).toThrow(RangeError);
    expect(() => amountToMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => minorToAmount(1.5)).toThrow(RangeError);
  });
});
