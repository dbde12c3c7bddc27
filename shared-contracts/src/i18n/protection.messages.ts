import { defineMessages } from './define';

/**
 * Texts of the shell's player-protection pieces (UKGC RTS 13): the header session clock and the
 * reality check that interrupts play anywhere on the site.
 */
export const protectionMessages = defineMessages({
  'protection.clock.label': {
    tr: 'Oturum süresi {time}. Kazanç/kayıp için dokunun',
    en: 'Session time {time}. Tap for your net result',
  },
  // A deposit not credited because of a break or a limit (LCCP 3.5, RTS 12), as financial
  // activities show its reason beside Cancelled.
  'protection.reason.returnedToSource': { tr: 'Kaynağına iade edildi', en: 'Returned to source' },
  'protection.clock.net': { tr: 'Bu oturum: {net}', en: 'This session: {net}' },
  'protection.check.title': { tr: 'Gerçeklik kontrolü', en: 'Reality check' },
  'protection.check.time': {
    tr: '{time} süredir oturum açıksınız.',
    en: 'You have been logged in for {time}.',
  },
  'protection.check.net': {
    tr: 'Bu oturumdaki kazanç/kayıp: {net}',
    en: 'Net result this session: {net}',
  },
  'protection.check.continue': { tr: 'Devam Et', en: 'Continue' },
  'protection.check.history': { tr: 'Oyun Geçmişini Gör', en: 'View Game History' },
  'protection.check.logout': { tr: 'Çıkış Yap', en: 'Log Out' },
  'protection.tools.lead': {
    tr: 'Para yatırma limitleri, gerçeklik kontrolü, mola ve kendini hariç tutma hesabınızda:',
    en: 'Deposit limits, reality checks, time-out and self-exclusion are in your account:',
  },
  'protection.offer.limit': {
    tr: 'İsterseniz bir para yatırma limiti belirleyin',
    en: 'Set a deposit limit (optional)',
  },
  'protection.tools.open': { tr: 'Sorumlu Oyun Araçları', en: 'Responsible Gaming Tools' },
});
