import { useEffect, type RefObject } from 'react';

/**
 * Publishes the header's height as `--header-h` on the root (@oyna/ui tokens.css), so that a
 * page that fills the screen under it (the casino play page) knows the space left; kept up to
 * date as the header changes (top bar, menus, language, a phone turned round).
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--header-h', `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-h');
    };
  }, [header]);
}
