import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

/** Renders server HTML only after DOMPurify has cleaned it (see sanitize-html.ts). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
