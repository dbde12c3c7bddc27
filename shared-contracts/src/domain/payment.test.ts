import { buildPaymentDetail, isDepositUrl, type PaymentDetailField } from './payment';

const field = (
  key: string,
  objectType: PaymentDetailField['objectType'],
  option: PaymentDetailField['option'] = null,
): PaymentDetailField => ({ key, mask: null, objectType, option, value: null });

describe('buildPaymentDetail (spec §3 deposit/withdraw detail)', () => {
  const fields = [
    field('Iban', 'String'),
    field('Amount', 'Decimal'),
    field('Count', 'Long'),
    field('Bank', 'Dropdown', [{ id: 3, name: 'Ziraat' }]),
    field('Method', 'Dropdown', [{ id: 'havale', name: 'Havale' }]),
  ];

  it('converts number types to numbers and numeric dropdown values to numbers', () => {
    expect(
      buildPaymentDetail(fields, {
        Iban: ' TR33 0006 ',
        Amount: '150,50',
        Count: '2',
        Bank: '3',
        Method: 'havale',
        Extra: 'dropped',
      }),
    ).toEqual({ Iban: 'TR33 0006', Amount: 150.5, Count: 2, Bank: 3, Method: 'havale' });
  });
});

describe('isDepositUrl (spec §2/§4: a string starting with http opens in a new tab)', () => {
  it('tells a URL result from a message', () => {
    expect(isDepositUrl('https://pay.example.com/x')).toBe(true);
    expect(isDepositUrl('http://localhost:4000/provider/pay')).toBe(true);
    expect(isDepositUrl('Talebiniz alındı')).toBe(false);
    expect(isDepositUrl(null)).toBe(false);
  });
});
