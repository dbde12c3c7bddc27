/**
 * Local-storage key names of spec §3 ("Local storage also holds lang, bootstrap, fingerprint,
 * authData, topNotifyRead, and a popup-seen flag keyed by a hash of the popup content") plus
 * the referral id of the registration payload. Shared so that the shell and every remote read
 * and clear the same keys (logout clears them all, spec §4).
 */
export const STORAGE_KEYS = {
  lang: 'lang',
  bootstrap: 'bootstrap',
  fingerprint: 'fingerprint',
  authData: 'authData',
  topNotifyRead: 'topNotifyRead',
  /** spec §3: "refId (number, added when a stored referral id exists in local storage)". */
  refId: 'refId',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Prefix of the popup-seen flags (spec §4: the popup shows once per distinct content). */
export const POPUP_SEEN_PREFIX = 'popupSeen:';

/** The popup-seen flag key for one popup content hash. */
export function popupSeenKey(contentHash: string): string {
  return `${POPUP_SEEN_PREFIX}${contentHash}`;
}
