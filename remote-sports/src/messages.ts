import { defineRemoteMessages } from '@oyna/contracts';

/**
 * The sports remote's own texts (docs/decisions/004): they ship in this remote's dist and join the
 * page's messages when it loads; route titles stay in contracts (the shell shows them first).
 */
export const sportsMessages = defineRemoteMessages('sports', {
  'sports.lead': {
    tr: 'Maç önü ve canlı bahis bültenleri burada.',
    en: 'Pre-match and live betting markets are listed here.',
  },
});

export type SportsMessageKey = keyof typeof sportsMessages;
