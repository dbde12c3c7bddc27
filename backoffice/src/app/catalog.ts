import { catalogFor, textsIn, type Locale } from '@oyna/contracts';
import { cashierMessages } from '../features/cashier/messages';
import { bonusesMessages } from '../features/bonuses/messages';
import { notificationsMessages } from '../features/notifications/messages';
import { slidesMessages } from '../features/slides/messages';
import { casinoCatalogueMessages } from '../features/casino-catalogue/messages';
import { pagesMessages } from '../features/pages/messages';
import { promotionsMessages } from '../features/promotions/messages';
import { siteContentMessages } from '../features/site-content/messages';
import { translationsMessages } from '../features/translations/messages';
import { sportsbookMessages } from '../features/sportsbook/messages';
import { listMessages } from '../components/list-messages';
import { dashboardMessages } from '../features/dashboard/messages';
import { playerActivityMessages, playersMessages } from '../features/players/messages';
import { confirmMessages } from '../components/list-messages';
import { auditMessages } from '../features/audit/messages';
import { reportsMessages } from '../features/reports/messages';
import { staffMessages } from '../features/staff/messages';
import { twoFactorMessages } from '../features/two-factor/messages';
import { homeMessages } from '../features/home/messages';
import { loginMessages } from '../features/login/messages';
import { notAllowedMessages } from '../features/not-allowed/messages';
import { chromeMessages } from './messages';

/**
 * Every text of the back office, tr and en side by side: the frame's and one group per screen
 * (features/<screen>/messages.ts). A new screen adds its group here.
 */
export const BACKOFFICE_MESSAGE_GROUPS = [
  chromeMessages,
  loginMessages,
  homeMessages,
  cashierMessages,
  bonusesMessages,
  notificationsMessages,
  slidesMessages,
  casinoCatalogueMessages,
  promotionsMessages,
  pagesMessages,
  siteContentMessages,
  translationsMessages,
  sportsbookMessages,
  listMessages,
  dashboardMessages,
  playersMessages,
  playerActivityMessages,
  confirmMessages,
  reportsMessages,
  auditMessages,
  staffMessages,
  twoFactorMessages,
  notAllowedMessages,
] as const;

type Groups = (typeof BACKOFFICE_MESSAGE_GROUPS)[number];
/** Distributes over the groups: every key of every group (keyof a union is only the shared ones). */
type KeysOf<G> = G extends unknown ? keyof G : never;
export type BackofficeMessageKey = KeysOf<Groups> & string;

const all = Object.assign({}, ...BACKOFFICE_MESSAGE_GROUPS) as Record<
  BackofficeMessageKey,
  { tr: string; en: string }
>;

/**
 * The messages of one language: the back office's own and the form kit's — its validation texts
 * (`validation.<key>` of the contracts' catalog, spec §5) and its own (`form.<key>`, e.g. a
 * select's first option) — which the kit's fields look up.
 */
export function messagesFor(locale: Locale): Record<string, string> {
  const contracts = catalogFor(locale);
  const validation = Object.fromEntries(
    Object.entries(contracts).filter(
      ([key]) => key.startsWith('validation.') || key.startsWith('form.'),
    ),
  );
  return { ...validation, ...textsIn(locale, all) };
}

export const allBackofficeMessages = all;
