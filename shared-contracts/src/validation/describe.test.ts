import { validateCallRequest } from './call-request';
import { describeError, describeFirstError, errorText } from './describe';
import { errorMessageKey, ERROR_KEYS } from './errors';
import { validateRegister } from './forms';
import { hasMessage } from '../i18n/catalog';

describe('readable validation messages (api 400, form errors)', () => {
  it('has a message for every error key', () => {
    for (const key of ERROR_KEYS) expect(hasMessage(errorMessageKey({ key }))).toBe(true);
  });

  it('fills the limits into the message in both languages', () => {
    const error = { key: 'lengthBetween' as const, values: { min: 5, max: 30 } };
    expect(errorText('en', error)).toBe('Must be between 5 and 30 characters');
    expect(errorText('tr', error)).toBe('5 ile 30 karakter arasında olmalıdır');
  });

  it('names the field by its label', () => {
    expect(describeError('en', 'PersonalNo', { key: 'exactLength', values: { length: 11 } })).toBe(
      'TC No: Must be exactly 11 characters',
    );
    expect(describeError('tr', 'username', { key: 'required' })).toBe(
      'Kullanıcı Adı: Bu alan zorunludur',
    );
    expect(describeError('en', 'Iban', { key: 'required' })).toBe('Iban: This field is required');
  });

  it('describes the first failing field of a form, or nothing when valid', () => {
    expect(describeFirstError('en', validateRegister({ name: 'Ayşe' }))).toBe(
      'Surname: This field is required',
    );
    const call = validateCallRequest({
      name: 'Ayşe Nur',
      message: 'Beni arayın',
      contacts: [{ type: 1, contact: 'abc' }],
    });
    expect(describeFirstError('en', call)).toBe('Contact: Must be between 5 and 30 characters');
    expect(describeFirstError('en', { a: undefined })).toBeUndefined();
  });

  it('uses the Turkish call-request warnings of spec §5 word for word', () => {
    expect(errorText('tr', { key: 'maxContacts', values: { max: 5 } })).toBe(
      'Maksimum 5 iletişim bilgisi ekleyebilirsiniz',
    );
    expect(errorText('tr', { key: 'minContacts', values: { min: 1 } })).toBe(
      'En az bir iletişim bilgisi eklemelisiniz',
    );
  });
});
