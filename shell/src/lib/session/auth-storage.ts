import { STORAGE_KEYS, type StoredAuthData } from '@oyna/contracts';

/** Stored auth data of spec §3, kept in local storage under `authData`. */
export function readAuthData(): StoredAuthData | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.authData);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredAuthData;
    return parsed && typeof parsed.token === 'string' && parsed.token ? parsed : null;
  } catch {
    return null;
  }
}

export function writeAuthData(data: StoredAuthData): void {
  localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify(data));
}

export function clearAuthData(): void {
  localStorage.removeItem(STORAGE_KEYS.authData);
}

export function readToken(): string | null {
  return readAuthData()?.token ?? null;
}

/** Changes some fields of the stored auth data (balance, phone, smsVerified, token). */
export function updateAuthData(changes: Partial<StoredAuthData>): StoredAuthData | null {
  const current = readAuthData();
  if (!current) return null;
  const next = { ...current, ...changes };
  writeAuthData(next);
  return next;
}

/**
 * spec §4 Logout: "clears session and local storage". What belongs to the player goes: the auth
 * data and the bootstrap (loaded anew after the reload). What belongs to the device stays: the
 * fingerprint (spec §9: "stored once and reused"), the chosen language, the closed top bar, the
 * popup-seen flags and a referral id a future sign-up still needs.
 */
export function clearSessionStorage(): void {
  clearAuthData();
  localStorage.removeItem(STORAGE_KEYS.bootstrap);
}
