import argon2 from 'argon2';

/** argon2id's cost (README › Configuration: PASSWORD_HASH_*). */
export interface PasswordHashing {
  /** Memory per hash, in KiB. */
  memoryKiB: number;
  /** Passes over that memory. */
  passes: number;
  /** Lanes (threads) per hash. */
  lanes: number;
}

/** The library's defaults: 64 MiB, 3 passes, 4 lanes (~250 ms a hash on a CI core). */
export const DEFAULT_PASSWORD_HASHING: PasswordHashing = { memoryKiB: 65_536, passes: 3, lanes: 4 };

/**
 * The least a production api accepts: OWASP Password Storage Cheat Sheet, argon2id with 19 MiB
 * and 2 passes (and 1 lane).
 */
export const MINIMUM_PASSWORD_HASHING: PasswordHashing = { memoryKiB: 19_456, passes: 2, lanes: 1 };

/**
 * Passwords hashed with argon2id. A stored hash names the cost it was made with, so a change of
 * cost applies to new hashes and every stored one still verifies.
 */
export class Passwords {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly cost: PasswordHashing = DEFAULT_PASSWORD_HASHING) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: this.cost.memoryKiB,
      timeCost: this.cost.passes,
      parallelism: this.cost.lanes,
    });
  }

  /**
   * Checks a password. With no stored hash (unknown username) it still spends the time of a real
   * check, so response times do not tell whether a username exists.
   */
  async verify(hash: string | undefined, password: string): Promise<boolean> {
    if (hash === undefined) {
      this.dummyHash ??= this.hash('not-a-real-password');
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
