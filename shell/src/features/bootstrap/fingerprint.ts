import { STORAGE_KEYS } from '@oyna/contracts';

/**
 * The device fingerprint sent as x-fingerprint (spec §7) and on the live channel: made once,
 * stored, and reused (spec §9).
 */
export function getFingerprint(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.fingerprint);
    if (stored) return stored;
    const made = crypto.randomUUID().replace(/-/g, '');
    localStorage.setItem(STORAGE_KEYS.fingerprint, made);
    return made;
  } catch {
    return 'unavailable';
  }
}
