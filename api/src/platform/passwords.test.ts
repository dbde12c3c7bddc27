import { Passwords } from './passwords';

const CHEAP = { memoryKiB: 1024, passes: 1, lanes: 1 };

describe('Passwords', () => {
  it('hashes with argon2id at its cost, and checks the password against the hash', async () => {
    const passwords = new Passwords(CHEAP);
    const hash = await passwords.hash('Gizli-Parola1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    await expect(passwords.verify(hash, 'Gizli-Parola1')).resolves.toBe(true);
    await expect(passwords.verify(hash, 'gizli-parola1')).resolves.toBe(false);
  });

  it('still verifies a hash made at another cost (a stored hash names its own)', async () => {
    const before = await new Passwords(CHEAP).hash('Eski-Parola1');
    const after = new Passwords({ memoryKiB: 2048, passes: 2, lanes: 2 });
    await expect(after.verify(before, 'Eski-Parola1')).resolves.toBe(true);
    expect(await after.hash('Eski-Parola1')).toMatch(/\$m=2048,p=2,t=2\$/);
  });

  it('answers false, not an error, for an unknown account or a hash it cannot read', async () => {
    const passwords = new Passwords(CHEAP);
    await expect(passwords.verify(undefined, 'any')).resolves.toBe(false);
    await expect(passwords.verify('not-a-hash', 'any')).resolves.toBe(false);
  });
});
