import { signCallback, verifyCallback } from './signature';

const SECRET = 'test-gateway-secret-0000000000000000';
const BODY = '{"type":"payment.succeeded","id":"evt_1"}';
const NOW = 1_800_000_000;

describe('signed gateway callbacks (shared notes › signed callbacks)', () => {
  it('accepts a timestamp up to the tolerance either way, and refuses one a second beyond', () => {
    for (const at of [NOW - 300, NOW, NOW + 300]) {
      expect(verifyCallback(SECRET, signCallback(SECRET, BODY, at), BODY, NOW, 300)).toBe(true);
    }
    for (const at of [NOW - 301, NOW + 301]) {
      expect(verifyCallback(SECRET, signCallback(SECRET, BODY, at), BODY, NOW, 300)).toBe(false);
    }
  });

  it('refuses another secret, other bytes, and headers that are not a signature', () => {
    const good = signCallback(SECRET, BODY, NOW);
    expect(verifyCallback('another-secret', good, BODY, NOW, 300)).toBe(false);
    expect(verifyCallback(SECRET, good, `${BODY} `, NOW, 300)).toBe(false);
    for (const header of [undefined, '', 'garbage', `t=${NOW}`, `t=${NOW},v1=${'0'.repeat(64)}`]) {
      expect(verifyCallback(SECRET, header, BODY, NOW, 300)).toBe(false);
    }
    expect(verifyCallback(SECRET, `${good},${'x'.repeat(1000)}`, BODY, NOW, 300)).toBe(false);
  });

  it('accepts any of several v1 values, so the secret can be rotated', () => {
    const old = signCallback('the-old-secret', BODY, NOW).split(',')[1];
    const current = signCallback(SECRET, BODY, NOW).split(',')[1];
    expect(verifyCallback(SECRET, `t=${NOW},${old},${current}`, BODY, NOW, 300)).toBe(true);
  });
});
