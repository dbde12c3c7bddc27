import { VerifiedTokens } from './verified-tokens';

const claims = (sid: string, exp: number) => ({ sid, sub: '1', exp });

describe('VerifiedTokens', () => {
  it('answers a remembered token until its exp second has passed, checked on every call', () => {
    let now = 1_000_000;
    const tokens = new VerifiedTokens(10, () => now);
    tokens.set('t', claims('a', 1_005)); // exp in seconds: live until 1 005 000 ms
    expect(tokens.get('t')).toEqual(claims('a', 1_005));
    now = 1_005_000;
    expect(tokens.get('t')).toEqual(claims('a', 1_005));
    now = 1_005_001;
    expect(tokens.get('t')).toBeNull();
    expect(tokens.size).toBe(0); // an expired token is dropped, not kept
  });

  it('knows a token only by its exact string, and forgets one dropped', () => {
    const tokens = new VerifiedTokens(10, () => 0);
    tokens.set('header.payload.signature', claims('a', 10));
    expect(tokens.get('header.payload.signaturf')).toBeNull();
    tokens.delete('header.payload.signature');
    expect(tokens.get('header.payload.signature')).toBeNull();
  });

  it('holds at most its size, the least recently used leaving first', () => {
    const tokens = new VerifiedTokens(2, () => 0);
    tokens.set('a', claims('a', 10));
    tokens.set('b', claims('b', 10));
    tokens.get('a');
    tokens.set('c', claims('c', 10));
    expect(tokens.size).toBe(2);
    expect(tokens.get('b')).toBeNull();
    expect(tokens.get('a')).not.toBeNull();
    expect(tokens.get('c')).not.toBeNull();
  });

  it('remembers nothing with a size of 0', () => {
    const tokens = new VerifiedTokens(0, () => 0);
    tokens.set('a', claims('a', 10));
    expect(tokens.get('a')).toBeNull();
    expect(tokens.size).toBe(0);
  });
});
