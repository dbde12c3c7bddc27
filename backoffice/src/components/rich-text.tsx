import { createElement, type ReactNode } from 'react';
import { isSafeUrl, NEW_TAB_LINK_REL, STORED_HTML_TAGS } from '@oyna/contracts';

/**
 * Stored HTML (a promotion's description, a page's body) drawn for a preview as the site would,
 * without ever handing the markup to the browser: it is parsed into an inert document and rebuilt
 * as React elements from an allow-list — the formatting, link and picture tags the api keeps (the
 * contracts' STORED_HTML_TAGS, which api › cms/stored-content.ts cleans to), links and pictures
 * only http(s) or a path on the site, no attribute but those. Everything else is dropped, its text
 * kept.
 */
const TAGS = new Set(STORED_HTML_TAGS);
const VOID = new Set(['br', 'hr', 'img']);
const DROP_WITH_TEXT = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript']);

function attributesOf(el: Element, key: string): Record<string, string> {
  const props: Record<string, string> = { key };
  const tag = el.tagName.toLowerCase();
  const href = el.getAttribute('href');
  const src = el.getAttribute('src');
  if (tag === 'a' && href && isSafeUrl(href)) {
    props.href = href;
    props.rel = NEW_TAB_LINK_REL;
    props.target = '_blank';
  }
  if (tag === 'img') {
    if (!src || !isSafeUrl(src)) return { key, 'data-dropped': 'src' };
    props.src = src;
    props.alt = el.getAttribute('alt') ?? '';
  }
  for (const name of ['colspan', 'rowspan']) {
    const value = el.getAttribute(name);
    if (value && /^\d{1,2}$/.test(value)) props[name === 'colspan' ? 'colSpan' : 'rowSpan'] = value;
  }
  return props;
}

function build(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP_WITH_TEXT.has(tag)) return null;
  const children = [...el.childNodes].map((child, i) => build(child, `${key}.${i}`));
  if (!TAGS.has(tag)) return children;
  if (VOID.has(tag)) return createElement(tag, attributesOf(el, key));
  return createElement(tag, attributesOf(el, key), ...children);
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return (
    <div className={className}>
      {[...doc.body.childNodes].map((node, i) => build(node, String(i)))}
    </div>
  );
}
