import { CompactMenu } from './compact-menu';
import { MainMenu } from './main-menu';
import { SearchLink } from './search-link';

/**
 * spec §2 Header › Navigation menu: the main menu on desktop, the compact menu on phones
 * (header.css shows one of them), and the casino search link.
 */
export function HeaderNav() {
  return (
    <div className="header-nav">
      <MainMenu />
      <CompactMenu />
      <SearchLink />
    </div>
  );
}
