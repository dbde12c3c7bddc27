import { decodeGameParam, encodeGameParam } from './game-param';

describe('the play page game parameter (spec §2: JSON, URL-encoded, then base64)', () => {
  it('round-trips a game, Turkish letters included', () => {
    const game = { gameCode: 'sweet-bonanza', mainProviderId: 3, name: 'Şeker Çılgınlığı' };
    const param = encodeGameParam(game);
    expect(param).toBe(btoa(encodeURIComponent(JSON.stringify(game))));
    expect(decodeGameParam(param)).toEqual(game);
  });

  it('refuses a parameter that is not an encoded game', () => {
    expect(decodeGameParam(undefined)).toBeNull();
    expect(decodeGameParam('not base64 at all')).toBeNull();
    expect(decodeGameParam(btoa(encodeURIComponent(JSON.stringify({ name: 'x' }))))).toBeNull();
  });
});
