import { ContactType } from '../domain/enums';
import { firstError } from './errors';
import {
  callRequestRules,
  canAddContact,
  contactsWarning,
  validateCallRequest,
} from './call-request';

const contact = { type: ContactType.Whatsapp, contact: '905321234567' };
const valid = { name: 'Ayşe Nur', message: 'Beni arayın', contacts: [contact] };
const x = (n: number) => 'a'.repeat(n);

describe('spec §5 Call request', () => {
  it('accepts a valid request', () => {
    expect(firstError(validateCallRequest(valid))).toBeUndefined();
  });

  it('name: required, 5 to 30, not blank after trimming', () => {
    const name = (v: string) => validateCallRequest({ ...valid, name: v }).name?.key;
    expect(name('')).toBe('required');
    expect(name(x(4))).toBe('lengthBetween');
    expect(name(x(5))).toBeUndefined();
    expect(name(x(30))).toBeUndefined();
    expect(name(x(31))).toBe('lengthBetween');
    expect(name('     ')).toBe('notBlank');
    expect(name('  ab  ')).toBeUndefined();
  });

  it('message: required, 5 to 100', () => {
    const message = (v: string) => validateCallRequest({ ...valid, message: v }).message?.key;
    expect(message('')).toBe('required');
    expect(message(x(4))).toBe('lengthBetween');
    expect(message(x(5))).toBeUndefined();
    expect(message(x(100))).toBeUndefined();
    expect(message(x(101))).toBe('lengthBetween');
  });

  it('contacts: at least 1, at most 5', () => {
    const count = (n: number) =>
      validateCallRequest({ ...valid, contacts: Array.from({ length: n }, () => contact) })
        .contacts;
    expect(count(0)).toEqual({ key: 'minContacts', values: { min: 1 } });
    expect(validateCallRequest({ ...valid, contacts: undefined }).contacts?.key).toBe(
      'minContacts',
    );
    expect(count(1)).toBeUndefined();
    expect(count(5)).toBeUndefined();
    expect(count(6)).toEqual({ key: 'maxContacts', values: { max: 5 } });
  });

  it('each contact needs a type and a value of 5 to 30', () => {
    const errors = (c: Record<string, unknown>) =>
      validateCallRequest({ ...valid, contacts: [contact, c] });
    expect(errors({ contact: '905321234567' })['contacts[1].type']?.key).toBe('required');
    expect(errors({ type: 9, contact: '905321234567' })['contacts[1].type']?.key).toBe('oneOf');
    expect(errors({ type: '4', contact: 'ali@example.com' })['contacts[1].type']).toBeUndefined();
    expect(errors({ type: 1 })['contacts[1].contact']?.key).toBe('required');
    expect(errors({ type: 1, contact: x(4) })['contacts[1].contact']?.key).toBe('lengthBetween');
    expect(errors({ type: 1, contact: x(5) })['contacts[1].contact']).toBeUndefined();
    expect(errors({ type: 1, contact: x(30) })['contacts[1].contact']).toBeUndefined();
    expect(errors({ type: 1, contact: x(31) })['contacts[1].contact']?.key).toBe('lengthBetween');
    expect(firstError(errors({ type: 1, contact: x(31) }))?.field).toBe('contacts[1].contact');
  });

  it('gives the field validators the form puts on each control', () => {
    expect(callRequestRules.contacts([])).toEqual({ key: 'minContacts', values: { min: 1 } });
    expect(callRequestRules.contactType(ContactType.Telegram)).toBeUndefined();
    expect(callRequestRules.contact('@oyna')).toBeUndefined();
  });

  it('warns at the limit of 5 and with none, and refuses a sixth', () => {
    expect(contactsWarning(0)).toEqual({ key: 'minContacts', values: { min: 1 } });
    expect(contactsWarning(1)).toBeUndefined();
    expect(contactsWarning(4)).toBeUndefined();
    expect(contactsWarning(5)).toEqual({ key: 'maxContacts', values: { max: 5 } });
    expect(canAddContact(4)).toBe(true);
    expect(canAddContact(5)).toBe(false);
  });
});
