import { defineMessages } from './define';

/**
 * Texts of the shell's logged-in header and mobile profile sidebar that the auth group does not
 * carry (spec §2 Header, Menus › Account menu).
 */
export const identityUiMessages = defineMessages({
  'identity.menu.notifications': { tr: 'Bildirimler', en: 'Notifications' },
  'identity.header.userIcon': { tr: 'Hesabım', en: 'My Account' },
  'identity.header.profileMenu': { tr: 'Profil menüsü', en: 'Profile menu' },
  'identity.header.refreshBalance': { tr: 'Bakiyeyi yenile', en: 'Refresh balance' },
});
