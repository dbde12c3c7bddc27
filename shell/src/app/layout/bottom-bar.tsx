import { NavLink } from '@oyna/ui/router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '@oyna/contracts';
import { BOTTOM_BAR } from './menus';
import { MenuIcon, type IconName } from './menu-icons';

/** Each item's icon over its label (the label stays on one line at 360 px). */
const ICONS: Partial<Record<MessageKey, IconName>> = {
  'menu.deposit': 'wallet',
  'menu.spor': 'ball',
  'menu.support': 'chat',
  'menu.lCasino': 'live',
  'menu.promotions': 'gift',
};

/** spec §2 Mobile bottom bar. A guest's Deposit reaches the guarded route, which opens login. */
export function BottomBar({ onSupport }: { onSupport: () => void }) {
  const intl = useIntl();
  return (
    <nav className="bottom-bar" aria-label={intl.formatMessage({ id: 'header.bottomBar' })}>
      {BOTTOM_BAR.map((item) => {
        const icon = ICONS[item.labelKey];
        const content = (
          <>
            {icon && <MenuIcon name={icon} size={20} />}
            <FormattedMessage id={item.labelKey} />
          </>
        );
        return item.to ? (
          <NavLink key={item.labelKey} to={item.to}>
            {content}
          </NavLink>
        ) : (
          <button key={item.labelKey} type="button" className="link-button" onClick={onSupport}>
            {content}
          </button>
        );
      })}
    </nav>
  );
}
