import { hasMessage } from '@oyna/contracts';
import { apiMessage, LOCAL_TEXT_AREAS } from './messages';

// Two catalogues word the api's answers: the contracts' (texts a screen shows too) and the api's
// own (api-texts*.ts). They share the `api.` namespace, so a key may live in one of them only —
// the api's copy would otherwise win without anyone noticing.
describe("the api's own texts", () => {
  it('define no key that the contracts catalogue defines', () => {
    const keys = Object.values(LOCAL_TEXT_AREAS).flatMap((area) => Object.keys(area));
    expect(keys.filter((key) => hasMessage(key))).toEqual([]);
  });

  it('keep each key in one area only (a later area would silently win)', () => {
    const keys = Object.values(LOCAL_TEXT_AREAS).flatMap((area) => Object.keys(area));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('are worded in tr and en', () => {
    expect(apiMessage('en', 'api.healthy')).toBe('The service is up.');
    expect(apiMessage('tr', 'api.healthy')).toBe('Servis çalışıyor.');
  });
});
