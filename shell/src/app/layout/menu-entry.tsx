import { NavLink } from '@oyna/ui/router';
import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '@oyna/contracts';

/**
 * One entry of a menu (spec §2 Menus): a link when it has a route, otherwise a button that runs
 * its action (open a dialog, search a game). `onChoose` runs on either, e.g. to close the menus.
 */
export function MenuEntry({
  labelKey,
  to,
  end,
  onChoose,
  onAction,
}: {
  labelKey: MessageKey;
  to?: string;
  end?: boolean;
  onChoose?: () => void;
  onAction?: () => void;
}) {
  return (
    <li>
      {to ? (
        <NavLink to={to} end={end} onClick={onChoose}>
          <FormattedMessage id={labelKey} />
        </NavLink>
      ) : (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            onChoose?.();
            onAction?.();
          }}
        >
          <FormattedMessage id={labelKey} />
        </button>
      )}
    </li>
  );
}
