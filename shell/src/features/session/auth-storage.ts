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
