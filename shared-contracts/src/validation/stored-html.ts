/**
 * The allow-list of stored rich text (spec §2/§3: a page's body, a promotion's description), the
 * one the api cleans content to on write (api › cms/stored-content.ts) and the back office's
 * preview rebuilds it from (backoffice › components/rich-text.tsx): formatting, links, pictures
 * and tables; no scripts, event handlers, styles, forms, frames or embeds. Every link and picture
 * is a safe URL (`isSafeUrl`: http(s) or a path on this site). A leaf: plain data, no imports.
 */
export const STORED_HTML_TAGS: readonly string[] = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'div',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

/** The attributes stored per tag ('*': on any); the preview draws a subset of them. */
export const STORED_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  '*': ['class', 'id', 'lang', 'dir'],
};

/** A link that opens a new tab gives the opened page no hold on this one. */
export const NEW_TAB_LINK_REL = 'noopener noreferrer';
