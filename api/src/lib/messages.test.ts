import { hasMessage } from '@oyna/contracts';
import { API_TEXTS } from './api-texts';
import { apiMessage } from './messages';

// Two catalogues word the api's answers: the contracts' (texts a screen shows too) and the api's
// own (api-texts.ts). They share the `api.` namespace, so a key may live in one of them only —
// the api's copy would otherwise win without anyone noticing.
describe("the api's own texts", () => {
  it('define no key that the contracts catalogue defines', () => {
    expect(Object.keys(API_TEXTS).filter((key) => hasMessage(key))).toEqual([]);
  });

  it('are worded in tr and en', () => {
    expect(apiMessage('en', 'api.healthy')).toBe('The service is up.');
    expect(apiMessage('tr', 'api.healthy')).toBe('Servis çalışıyor.');
  });
});
