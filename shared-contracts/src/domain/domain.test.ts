import {
  BALANCE_POLL_MS,
  DEFAULT_COUNTRY_ID,
  DEFAULT_CURRENCY_ID,
  PHONE_MASK,
  PHONE_MASK_DIGITS,
  RECONNECT_DELAYS_MS,
  RESEND_COUNTDOWN_S,
} from './constants';
import { ContactType, enumValues, isEnumValue, NotificationType, TransactionStatus } from './enums';
import { parseLiveNotification } from './notification';
import { popupSeenKey, STORAGE_KEYS } from './storage-keys';

describe('domain enums and constants', () => {
  it('keeps the wire numbers of spec §3', () => {
    expect(enumValues(TransactionStatus)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(enumValues(ContactType)).toEqual([1, 2, 3, 4]);
    expect(NotificationType.System).toBe(5);
    expect(isEnumValue(ContactType, 4)).toBe(true);
    expect(isEnumValue(ContactType, 5)).toBe(false);
    expect(isEnumValue(ContactType, '1')).toBe(false);
  });

  it('holds the defaults of spec §3/§9', () => {
    expect([DEFAULT_COUNTRY_ID, DEFAULT_CURRENCY_ID, BALANCE_POLL_MS, RESEND_COUNTDOWN_S]).toEqual([
      235, 1, 3000, 60,
    ]);
    expect(RECONNECT_DELAYS_MS).toEqual([0, 2000, 10000, 30000]);
  });

  it('masks the phone as the 10 digits after the prefix 90 (spec §9)', () => {
    expect(PHONE_MASK.replace(/[^0]/g, '')).toHaveLength(PHONE_MASK_DIGITS);
    expect(PHONE_MASK).toBe('000 000 00 00');
  });

  it('names the local-storage keys of spec §3', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'lang',
      'bootstrap',
      'fingerprint',
      'authData',
      'topNotifyRead',
      'refId',
    ]);
    expect(popupSeenKey('abc')).toBe('popupSeen:abc');
  });
});

describe('parseLiveNotification (spec §4: cmd Notification adds a notification)', () => {
  it('reads a notification sent as JSON text', () => {
    const n = {
      id: 7,
      title: 'Bonus',
      note: 'x',
      type: 4,
      timeStamp: '2024-01-01T10:00:00Z',
      isRead: false,
    };
    expect(parseLiveNotification(JSON.stringify(n))).toEqual(n);
  });

  it('refuses text that is not a notification and shows an unknown type as System', () => {
    expect(parseLiveNotification('hello')).toBeUndefined();
    expect(parseLiveNotification('{"title":"x"}')).toBeUndefined();
    expect(parseLiveNotification('{"id":1,"title":"x","type":99}')?.type).toBe(
      NotificationType.System,
    );
  });
});
