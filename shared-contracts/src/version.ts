/**
 * The version of this contracts package. A remote records the version it was built against
 * (see RemoteModule.contractsVersion); the shell refuses a remote whose major differs from its own.
 * Kept equal to package.json's version by a unit test.
 */
export const CONTRACTS_VERSION = '2.11.0';

export function majorOf(version: string): number {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  return Number.isFinite(major) ? major : Number.NaN;
}

export function isCompatibleContractsVersion(
  builtWith: string,
  running = CONTRACTS_VERSION,
): boolean {
  const a = majorOf(builtWith);
  return Number.isFinite(a) && a === majorOf(running);
}
