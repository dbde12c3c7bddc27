import { defineMessages } from '@oyna/contracts';

export const homeMessages = defineMessages({
  'bo.home.title': { tr: 'Hoş geldiniz, {name}', en: 'Welcome, {name}' },
  'bo.home.role': { tr: 'Rolünüz: {role}', en: 'Your role: {role}' },
  'bo.home.screens': { tr: 'Kullanabileceğiniz ekranlar', en: 'Screens you can use' },
  'bo.home.none': {
    tr: 'Rolünüz için henüz bir ekran yok.',
    en: 'There is no screen for your role yet.',
  },
});
