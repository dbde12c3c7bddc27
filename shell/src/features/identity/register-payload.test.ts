import { STORAGE_KEYS } from '@oyna/contracts';
import { buildRegistrationPayload, initialRegisterValues, storedRefId } from './register-payload';

describe('registration payload (spec §3)', () => {
  beforeEach(() => localStorage.clear());

  it('starts with Türkiye and the birth date 01-01-1970', () => {
    expect(initialRegisterValues).toMatchObject({
      country: '235',
      birthDateDay: '01',
      birthDateMonth: '01',
      birthDateYear: '1970',
      trialBonus: false,
    });
  });

  it('composes birthDate, prefixes the phone, sets currencyId 1 and drops trialBonus', () => {
    const payload = buildRegistrationPayload(
      { ...initialRegisterValues, phone: '5321234567', trialBonus: true, birthDateDay: '09' },
      undefined,
    );
    expect(payload).toMatchObject({
      phone: '905321234567',
      country: 235,
      currencyId: 1,
      birthDate: '1970-01-09',
    });
    expect(payload).not.toHaveProperty('trialBonus');
    expect(payload).not.toHaveProperty('refId');
  });

  it('adds refId as a number only when one is stored', () => {
    expect(storedRefId()).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.refId, 'not-a-number');
    expect(storedRefId()).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.refId, '77');
    expect(buildRegistrationPayload(initialRegisterValues).refId).toBe(77);
  });
});
