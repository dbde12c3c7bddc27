import { validationError, type FieldValidator } from './errors';
import { isMissing, textOf } from './rules';

/**
 * The site content's rules (the back office › content), used by its forms AND by the api when it
 * stores content (the api is the system of record; the shell renders what it gives).
 */

/** A link is http(s) or a site-relative path ('/…', never '//host' or a backslash). */
export function isSafeUrl(url: string): boolean {
  const value = url.trim();
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Markup of any kind: a tag, a comment or an entity. Titles are shown as text. */
const MARKUP = /<[a-z!/?]|&[#a-z0-9]+;/i;
export const hasMarkup = (text: string) => MARKUP.test(text);

/** A slider's or category's slug: lower-case letters, digits and '-' (the api's pattern). */
const SLUG = /^[a-z0-9-]+$/;

/** A picture or a link: http(s) or a path on this site. */
export function siteLink(): FieldValidator {
  return (value) =>
    isMissing(value) || isSafeUrl(textOf(value)) ? undefined : validationError('siteLink');
}

/** Plain text: no HTML. */
export function plainText(): FieldValidator {
  return (value) =>
    isMissing(value) || !hasMarkup(textOf(value)) ? undefined : validationError('plainText');
}

export function slugText(): FieldValidator {
  return (value) =>
    isMissing(value) || SLUG.test(textOf(value)) ? undefined : validationError('slug');
}

/** A site address as the top bar names it: a lower-case host name ('oyna2.com'). */
const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
export function hostName(): FieldValidator {
  return (value) =>
    isMissing(value) || HOST.test(textOf(value)) ? undefined : validationError('hostName');
}

/** A message key of the site's catalog ('menu.promotions'). */
const MESSAGE_KEY = /^[A-Za-z0-9_.-]+$/;
export function messageKey(): FieldValidator {
  return (value) =>
    isMissing(value) || MESSAGE_KEY.test(textOf(value)) ? undefined : validationError('messageKey');
}
