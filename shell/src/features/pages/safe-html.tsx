import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let loaded: Sanitize | null = null;

/**
 * Renders server HTML only after DOMPurify has cleaned it (see sanitize-html.ts). DOMPurify is
 * loaded with the first page or promotion that has HTML, not at start-up; until it is here the
 * box is drawn empty (nothing unsanitised ever reaches the DOM).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loaded);
  useEffect(() => {
    if (sanitize) return undefined;
    let live = true;
    void import('./sanitize-html').then(({ sanitizeHtml }) => {
      loaded = sanitizeHtml;
      if (live) setSanitize(() => sanitizeHtml);
    });
    return () => {
      live = false;
    };
  }, [sanitize]);
  const clean = sanitize ? sanitize(html) : '';
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
