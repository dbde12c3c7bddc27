import DOMPurify from 'dompurify';

let hooked = false;

/** Links that leave the page open in a new tab without handing it `window.opener`. */
function hardenLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Server-provided HTML (promotion descriptions, page bodies) is sanitised with DOMPurify
 * before it reaches the DOM: scripts, event-handler attributes, `javascript:` urls, iframes and
 * forms are removed; ordinary formatting stays.
 */
export function sanitizeHtml(html: string): string {
  hardenLinks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
