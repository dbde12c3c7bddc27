import {
  chain,
  charCount,
  isMissing,
  lengthBetween,
  matchesField,
  maxLength,
  minLength,
  numeric,
  required,
  textOf,
} from './rules';

describe('validation rules', () => {
  it('counts characters as a person does', () => {
    expect(charCount('ğüşiöç')).toBe(6);
    expect(charCount('😀ab')).toBe(3);
    expect(lengthBetween(2, 3)('😀😀')).toBeUndefined();
  });

  it('treats empty, null, undefined, NaN and empty lists as missing, 0 as present', () => {
    for (const v of ['', null, undefined, Number.NaN, []]) expect(isMissing(v)).toBe(true);
    expect(isMissing(0)).toBe(false);
    expect(required()(0)).toBeUndefined();
    expect(textOf({})).toBe('');
  });

  it('lets every rule but required pass a missing value, so rules compose', () => {
    expect(minLength(5)('')).toBeUndefined();
    expect(maxLength(2)(undefined)).toBeUndefined();
    expect(matchesField('password')(undefined, { password: 'x' })).toBeUndefined();
    expect(chain(required(), minLength(5))('')).toEqual({ key: 'required' });
    expect(chain(required(), minLength(5))('abc')).toEqual({
      key: 'minLength',
      values: { min: 5 },
    });
    expect(maxLength(2)('abc')).toEqual({ key: 'maxLength', values: { max: 2 } });
  });

  it('reads numbers with a decimal point or a Turkish decimal comma', () => {
    expect(numeric()('12,5')).toBeUndefined();
    expect(numeric()('12.5')).toBeUndefined();
    expect(numeric({ integer: true })('12.5')).toEqual({ key: 'number' });
    expect(numeric()('1.234,5')).toEqual({ key: 'number' });
  });
});
