import type { Page } from '@playwright/test';

/** One thing on a screen that is wider than it, cut, covered or clipped. */
export interface LayoutProblem {
  kind: 'document-wider' | 'outside' | 'covered' | 'clipped-text' | 'dialog-outside';
  what: string;
  detail: string;
}

/**
 * Audits the page as it is (CONVENTIONS › "Look at it": nothing cut, overlapping or wider than the
 * screen), in the page itself and in one go:
 * - the document is no wider than the viewport;
 * - every visible button and link, once scrolled into view, lies horizontally inside the viewport
 *   and is the element on top at its centre; while a modal dialog is open only its own controls
 *   count (the page behind it is covered on purpose). Excepted: a carousel's other slides and
 *   whatever a closed off-canvas menu keeps (they are not visible);
 * - no text is clipped by a box that hides overflow, unless that box ends it with an ellipsis;
 * - every dialog lies inside the viewport.
 */
export async function auditLayout(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const problems: {
      kind: LayoutProblem['kind'];
      what: string;
      detail: string;
    }[] = [];
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const px = (n: number) => Math.round(n);
    const describe = (el: Element): string => {
      const label =
        el.getAttribute('aria-label') ??
        (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${label}"`;
    };

    if (document.documentElement.scrollWidth > vw) {
      problems.push({
        kind: 'document-wider',
        what: 'document',
        detail: `${document.documentElement.scrollWidth} px on a ${vw} px viewport`,
      });
    }

    const shown = (el: Element): boolean => {
      if (el.closest('[inert], [aria-hidden="true"]')) return false;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const r = el.getBoundingClientRect();
      // a visually-hidden text (1 px, clipped) is read out, not shown
      return r.width > 1 && r.height > 1;
    };

    // The topmost open modal: only its controls can be reached.
    const modals = [
      ...document.querySelectorAll('[role="dialog"][aria-modal="true"], [role="alertdialog"]'),
    ].filter(shown);
    const scope: ParentNode = modals.at(-1) ?? document;

    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      if (!shown(dialog)) continue;
      const r = dialog.getBoundingClientRect();
      if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
        problems.push({
          kind: 'dialog-outside',
          what: describe(dialog),
          detail: `${px(r.left)},${px(r.top)}–${px(r.right)},${px(r.bottom)} in ${vw}×${vh}`,
        });
      }
    }

    /** A carousel's slide other than the one shown: clipped away by its carousel. */
    const otherSlide = (el: Element): boolean => {
      const carousel = el.closest('.banner-carousel, .swiper, [aria-roledescription="carousel"]');
      if (!carousel) return false;
      const c = carousel.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      return r.right <= c.left + 1 || r.left >= c.right - 1;
    };

    const controls = [
      ...scope.querySelectorAll('a[href], button, [role="button"], [role="link"], summary'),
    ];
    const start = { x: window.scrollX, y: window.scrollY };
    for (const el of controls) {
      if (!shown(el) || otherSlide(el)) continue;
      // Inside the sticky header or a fixed bar nothing needs scrolling; the rest is brought to
      // the middle of the screen, away from the header and the bottom bar.
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      // a link that wraps onto two lines is checked at the middle of its first line
      const first = el.getClientRects()[0] ?? r;
      if (r.left < -0.5 || r.right > vw + 0.5) {
        problems.push({
          kind: 'outside',
          what: describe(el),
          detail: `x ${px(r.left)}–${px(r.right)} in ${vw}`,
        });
        continue;
      }
      const x = first.left + first.width / 2;
      const y = first.top + first.height / 2;
      if (y < 0 || y > vh) continue; // taller than the screen's reach: nothing to say
      const top = document.elementFromPoint(x, y);
      if (!top || !(el === top || el.contains(top))) {
        problems.push({
          kind: 'covered',
          what: describe(el),
          detail: top ? `under ${describe(top)}` : 'nothing at its centre',
        });
      }
    }
    window.scrollTo(start.x, start.y);

    // Text clipped by a box that hides its overflow without an ellipsis.
    const clippers = (el: Element): Element[] => {
      const found: Element[] = [];
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.position === 'fixed') break;
        const hides = (v: string) => v === 'hidden' || v === 'clip';
        const scrolls = (v: string) => v === 'auto' || v === 'scroll';
        // what a scroll container holds is scrolled to, not clipped
        if (a !== el && (scrolls(s.overflowX) || scrolls(s.overflowY))) break;
        if (hides(s.overflowX) || hides(s.overflowY)) found.push(a);
      }
      return found;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || seen.has(owner) || !(node.textContent ?? '').trim()) continue;
      seen.add(owner);
      if (!shown(owner) || otherSlide(owner)) continue;
      // a moving text (the top bar's scrolling message) is cut by its window on purpose
      if (owner.getAnimations({ subtree: false }).length > 0) continue;
      if (owner.closest('script, style, noscript, svg, iframe, .visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const t = range.getBoundingClientRect();
      if (t.width === 0) continue;
      for (const box of clippers(owner)) {
        const s = getComputedStyle(box);
        // a clip-path/clip of 1 px is the visually-hidden pattern: read out, not shown
        if (s.clipPath !== 'none' || s.clip !== 'auto') break;
        const b = box.getBoundingClientRect();
        const cutX = t.left < b.left - 1 || t.right > b.right + 1;
        const cutY = t.top < b.top - 2 || t.bottom > b.bottom + 2;
        if (!cutX && !cutY) continue;
        // wholly outside: a part slid away on purpose (a panel's other view), not a cut text
        const apart =
          t.right <= b.left || t.left >= b.right || t.bottom <= b.top || t.top >= b.bottom;
        if (apart) break;
        const ellipsis =
          getComputedStyle(owner).textOverflow === 'ellipsis' || s.textOverflow === 'ellipsis';
        if (cutX && ellipsis) break;
        problems.push({
          kind: 'clipped-text',
          what: describe(owner),
          detail: `text ${px(t.left)},${px(t.top)}–${px(t.right)},${px(t.bottom)} cut by ${describe(box)} ${px(b.left)},${px(b.top)}–${px(b.right)},${px(b.bottom)}`,
        });
        break;
      }
    }
    return problems;
  });
}
