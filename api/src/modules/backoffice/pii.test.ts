import {
  maskDetail,
  maskEmail,
  maskIban,
  maskPersonalNo,
  maskPhone,
  seesPersonalData,
} from './pii';

describe('personal data by role', () => {
  it('shows it to the owner, support, the cashier and the shared admin token only', () => {
    expect(seesPersonalData('owner')).toBe(true);
    expect(seesPersonalData('support')).toBe(true);
    expect(seesPersonalData('cashier')).toBe(true);
    expect(seesPersonalData(null)).toBe(true);
    expect(seesPersonalData('risk')).toBe(false);
    expect(seesPersonalData('content')).toBe(false);
    expect(seesPersonalData('auditor')).toBe(false);
  });

  it('masks a phone as Turkish numbers are written, keeping the first and last two digits', () => {
    expect(maskPhone('5321234567')).toBe('5** *** ** 67');
    expect(maskPhone('905321234567')).toBe('+90 5** *** ** 67');
    expect(maskPhone('12')).toBe('**');
  });

  it('masks a TC No, an e-mail and an IBAN', () => {
    expect(maskPersonalNo('12345678946')).toBe('1** **** **46');
    expect(maskEmail('ayse.yilmaz@gmail.com')).toBe('a***@g***.com');
    expect(maskEmail('not-an-address')).toBe('**************');
    expect(maskIban('TR33 0006 1005 1978 6457 8413 26')).toBe('TR** **** **** **** **** **13 26');
  });

  it('masks the personal fields of a payment and leaves the rest', () => {
    expect(
      maskDetail({
        Iban: 'TR330006100519786457841326',
        BankId: 3,
        Amount: 250.5,
        Phone: 5321234567,
      }),
    ).toEqual({
      Iban: 'TR** **** **** **** **** **13 26',
      BankId: 3,
      Amount: 250.5,
      Phone: '5** *** ** 67',
    });
  });
});
