import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Where `element` starts on the page (px from the document's top), kept up to date as the window
 * and whatever sits above it change size: the play page's player takes the screen from there
 * down (game-player.css), under the header and the breadcrumb whatever their height.
 */
export function usePageTop(element: RefObject<HTMLElement | null>): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () => {
      const next = Math.round(target.getBoundingClientRect().top + window.scrollY);
      setTop((current) => (current === next ? current : next));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [element]);
  return top;
}
