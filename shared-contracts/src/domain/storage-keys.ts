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

/**
 * A short, stable hash of a popup's content (spec §4: shown once per distinct content), for
 * `popupSeenKey`: FNV-1a (32 bit) over the url and the image urls, as 8 hex digits. Any change
 * of link or picture gives a new hash, so an operator's new popup shows again.
 */
export function popupContentHash(popup: {
  url: string;
  images: readonly { url: string }[];
}): string {
  const text = [popup.url, ...popup.images.map((i) => i.url)].join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
