/**
 * The constraint a unique violation (SQLSTATE 23505) broke, from node-postgres or PGlite errors
 * alike (both carry `code` and `constraint`); undefined for any other error.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return undefined;
  return typeof constraint === 'string' ? constraint : '';
}

/**
 * A deadlock (SQLSTATE 40P01) or a serialization failure (40001), from node-postgres or PGlite
 * alike: Postgres rolled the whole transaction back, nothing of it happened, and running it again
 * is safe. The one lock order (platform/wallet.ts › lockPlayerRow) keeps these away; one that
 * still happens is retried once (`retryOnLockConflict`) or answered 503 "try again", never 500.
 */
export function isLockConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === '40P01' || code === '40001';
}

/** Runs a whole transaction again once when Postgres rolled it back for a lock conflict. */
export async function retryOnLockConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isLockConflict(error)) throw error;
    return run();
  }
}
