import { defineMessages } from '@oyna/contracts';

export const notAllowedMessages = defineMessages({
  'bo.notAllowed.title': { tr: 'Bu ekrana erişiminiz yok', en: 'You may not open this screen' },
  'bo.notAllowed.text': {
    tr: '{role} rolü bu ekranı kullanamaz. Erişim gerekiyorsa bir yöneticiye başvurun.',
    en: 'The {role} role may not use this screen. Ask an owner if you need access.',
  },
  'bo.notAllowed.home': { tr: 'Ana sayfaya dön', en: 'Back to home' },
});
