import { useCallback } from 'react';
import { useAppDispatch } from '@oyna/contracts';
import { profileSidebarToggled, sideMenuToggled } from '../../lib/ui-slice';

/** spec §4: opening a menu item closes the mobile profile sidebar and the side menu. */
export function useCloseMenus(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(sideMenuToggled(false));
    dispatch(profileSidebarToggled(false));
  }, [dispatch]);
}
