import { hasMessage, MESSAGE_GROUPS } from '@oyna/contracts';
import { apiMessage, LOCAL_TEXT_AREAS } from './messages';

// Two catalogues word the api's answers, told apart by the key's namespace: the contracts'
// (`api.*`, `validation.*`…: texts a screen shows too) and the api's own (`server.*`,
// api-texts*.ts). A key names the one catalogue it lives in, so neither can shadow the other.
const localKeys = Object.values(LOCAL_TEXT_AREAS).flatMap((area) => Object.keys(area));

describe("the api's own texts", () => {
  it('are all in the `server.` namespace', () => {
    expect(localKeys.length).toBeGreaterThan(0);
    expect(localKeys.filter((key) => !key.startsWith('server.'))).toEqual([]);
  });

  it('leave the `server.` namespace to the api: no contracts key is in it', () => {
    const contractKeys = MESSAGE_GROUPS.flatMap((group) => Object.keys(group));
    expect(contractKeys.length).toBeGreaterThan(0);
    expect(contractKeys.filter((key) => key.startsWith('server.'))).toEqual([]);
  });

  it('define no key that the contracts catalogue defines', () => {
    expect(localKeys.filter((key) => hasMessage(key))).toEqual([]);
  });

  it('keep each key in one area only (a later area would silently win)', () => {
    expect(localKeys.filter((key, i) => localKeys.indexOf(key) !== i)).toEqual([]);
  });

  it('are worded in tr and en', () => {
    const unworded = Object.values(LOCAL_TEXT_AREAS)
      .flatMap((area) => Object.entries(area))
      .filter(([, text]) => !text.tr.trim() || !text.en.trim())
      .map(([key]) => key);
    expect(unworded).toEqual([]);
    expect(apiMessage('en', 'server.healthy')).toBe('The service is up.');
    expect(apiMessage('tr', 'server.healthy')).toBe('Servis çalışıyor.');
  });
});
