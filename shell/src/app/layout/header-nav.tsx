import { useIsMobile } from '@oyna/ui/layout';
import { CompactMenu } from './compact-menu';
import { MainMenu } from './main-menu';
import { SearchLink } from './search-link';

/**
 * spec §2 Header › Navigation menu: the main menu on desktop, the compact menu on phones, and
 * the casino search link. Only the one the screen shows is drawn (useIsMobile follows the
 * breakpoint of header-chrome.css): the other was a hidden third of the header's first render.
 */
export function HeaderNav() {
  const mobile = useIsMobile();
  return (
    <div className="header-nav">
      {mobile ? <CompactMenu /> : <MainMenu />}
      <SearchLink />
    </div>
  );
}
