import type SanitizeHtml from 'sanitize-html';
import {
  hasMarkup,
  isSafeUrl,
  NEW_TAB_LINK_REL,
  STORED_HTML_ATTRIBUTES,
  STORED_HTML_TAGS,
} from '@oyna/contracts';
import { badRequest } from '../../lib/errors';

export { isSafeUrl };

/**
 * Stored content is checked and cleaned on write (the api is the system of record; spec §2/§3
 * page bodies and promotion descriptions are HTML the shell renders): rich text keeps only the
 * contracts' allow-list (validation/stored-html.ts) — the same one the shell's DOMPurify profile
 * lets through (formatting, links, pictures, tables; no scripts, event handlers, styles, forms,
 * frames or embeds); every URL is http(s) or a path on this site; titles are plain text.
 */
/** Loaded when content is first written, not at start (house rule: libraries load on use). */
type Sanitize = typeof SanitizeHtml;
let library: Promise<Sanitize> | undefined;
const load = () =>
  (library ??= import('sanitize-html').then(
    (mod) => (mod as unknown as { default?: Sanitize }).default ?? (mod as unknown as Sanitize),
  ));

/** Rich text with everything outside the allow-list removed; links to a new tab get noopener. */
export async function cleanRichText(html: string): Promise<string> {
  const sanitize = await load();
  return sanitize(html, {
    allowedTags: [...STORED_HTML_TAGS],
    allowedAttributes: Object.fromEntries(
      Object.entries(STORED_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName: string, attribs: Record<string, string>) =>
        attribs.target === '_blank'
          ? { tagName, attribs: { ...attribs, rel: NEW_TAB_LINK_REL } }
          : { tagName, attribs },
    },
  });
}

export function assertSafeUrls(urls: readonly string[]): void {
  if (urls.some((u) => !isSafeUrl(u))) throw badRequest('server.urlNotAllowed');
}

/** Titles are shown as text (the contracts' rule, which the back office's forms use too). */
export function assertPlainTitle(title: string): void {
  if (hasMarkup(title)) throw badRequest('server.titleNotPlain');
}
