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
