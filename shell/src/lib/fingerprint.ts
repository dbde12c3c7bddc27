import { FINGERPRINT_LOG_RATE, FINGERPRINT_TIMEOUT_MS, STORAGE_KEYS } from '@oyna/contracts';

/**
 * The device fingerprint sent as x-fingerprint (spec §7) and on the live channel. spec §9: the
 * fingerprint component has a 1 s timeout, its result is stored once and reused.
 *
 * The component is FingerprintJS (MIT), loaded lazily with its usage monitoring off so that it
 * makes no network request. When it does not answer within 1 s (or throws), a random id made for
 * this page is stored instead: either way the id is stored once and never recomputed.
 */

/** Until the fingerprint is stored, the requests of this page carry one temporary id. */
let pageId: string | null = null;

function randomId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.fingerprint);
  } catch {
    return null;
  }
}

/** The stored fingerprint, or this page's temporary id while start-up has not stored one yet. */
export function getFingerprint(): string {
  const stored = readStored();
  if (stored) return stored;
  // The page's inline boot script may already have sent one with the first slides' call.
  pageId ??=
    (typeof window === 'undefined' ? undefined : window.__OYNA_BOOT__?.pageId) ?? randomId();
  return pageId;
}

export type FingerprintComponent = () => Promise<string>;

/** FingerprintJS, offline: `monitoring: false` turns off its only network request. */
export const fingerprintJs: FingerprintComponent = async () => {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  const agent = await load({ monitoring: false });
  const { visitorId } = await agent.get();
  return visitorId;
};

function timeout(ms: number): Promise<null> {
  return new Promise((resolve) => setTimeout(() => resolve(null), ms));
}

/**
 * spec §4 start-up step: the stored fingerprint when there is one, else the component's answer
 * within FINGERPRINT_TIMEOUT_MS (else the page's id), stored once.
 */
export async function ensureFingerprint(
  component: FingerprintComponent = fingerprintJs,
  timeoutMs: number = FINGERPRINT_TIMEOUT_MS,
): Promise<string> {
  const stored = readStored();
  if (stored) return stored;
  const computed = await Promise.race([component().catch(() => null), timeout(timeoutMs)]);
  const id = computed || getFingerprint();
  try {
    localStorage.setItem(STORAGE_KEYS.fingerprint, id);
  } catch {
    // Private mode without storage: the page keeps its id for its own life.
  }
  pageId = id;
  // spec §9: about 1 in 10000 fingerprints is logged (to spot collisions in the field).
  if (Math.random() < FINGERPRINT_LOG_RATE) console.info('[oyna] fingerprint', id);
  return id;
}
