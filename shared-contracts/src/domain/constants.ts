/**
 * The business constants of spec §9 (and the few timings §2, §4 and §8 name), each declared
 * once with its unit in the name (CONVENTIONS.md › Comments and docs). Screens and the api import
 * them from here; nothing repeats the numbers.
 */

// ── Header, menus, top bar (spec §2, §9) ─────────────────────────────────────────────────────
/** spec §2/§9: the header hides after scrolling beyond 100 px. */
export const HEADER_HIDE_SCROLL_PX = 100;
/** spec §9: top bar height 35 px. */
export const TOP_BAR_HEIGHT_PX = 35;
/** spec §4/§9: closing the sidebar with the mobile profile open restores overflow after 800 ms. */
export const SIDEBAR_OVERFLOW_RESTORE_MS = 800;
/** spec §9: top notification scroll animation 20 s. */
export const TOP_NOTIFY_SCROLL_MS = 20_000;
/** spec §4/§9: closing the top notification bar removes the body class after 500 ms. */
export const TOP_NOTIFY_CLOSE_MS = 500;
/**
 * How long after the page has loaded the home popup waits (then for the browser to be idle):
 * the player sees the first screen before the offer covers it, and the offer never becomes the
 * page's largest paint nor moves it (bench/README.md › home).
 */
export const POPUP_DELAY_MS = 4000;
/** spec §4: the value stored under STORAGE_KEYS.topNotifyRead when the bar is closed. */
export const TOP_NOTIFY_READ_VALUE = 'yes';
/** spec §2/§9: unread badge shows the count, or '9+' at 9 or more. */
export const UNREAD_BADGE_MAX = 9;
/** spec §9: profile dropdown popper 230 px wide. */
export const PROFILE_POPPER_WIDTH_PX = 230;
/** spec §9: notifications popper 386 px wide. */
export const NOTIFICATIONS_POPPER_WIDTH_PX = 386;
/** spec §2/§9: notification panel 582 px high on desktop… */
export const NOTIFICATION_PANEL_HEIGHT_PX = 582;
/** …and full height at 900 px width or below (spec §2). */
export const NOTIFICATION_PANEL_FULL_HEIGHT_MAX_WIDTH_PX = 900;

// ── Dialogs (spec §2, §4, §8) ────────────────────────────────────────────────────────────────
/** spec §2: login, register, recovery and SMS verify are 699 px tall on desktop… */
export const DIALOG_HEIGHT_PX = 699;
/** …and between 110 px and 990 px wide. */
export const DIALOG_MIN_WIDTH_PX = 110;
export const DIALOG_MAX_WIDTH_PX = 990;
/** spec §2: call request up to 454 px wide. */
export const CALL_REQUEST_MAX_WIDTH_PX = 454;
/** spec §4/§9: countries appear after 300 ms. */
export const COUNTRIES_DELAY_MS = 300;
/** spec §4/§9: the trial bonus dialog closes 1 s after claiming. */
export const TRIAL_BONUS_CLOSE_MS = 1000;
/** spec §4/§9: login opens 1 s after password recovery. */
export const LOGIN_AFTER_RECOVERY_MS = 1000;
/** spec §4/§9: the celebration starts 100 ms after being set. */
export const CELEBRATION_DELAY_MS = 100;
/** spec §9: confetti burst 150 particles. */
export const CONFETTI_PARTICLES = 150;
/** spec §4/§9: phone verification resend countdown 60 s. */
export const RESEND_COUNTDOWN_S = 60;
/** spec §8: successful withdraw closes the dialog after 500 ms. */
export const WITHDRAW_CLOSE_MS = 500;
/** spec §8: an empty or failed payment detail list closes the dialog after 100 ms. */
export const PAYMENT_DETAIL_CLOSE_MS = 100;

// ── Session, language, start-up (spec §4, §9) ───────────────────────────────────────────────
/** spec §4/§9: balance fetched at once, then every 3000 ms while logged in. */
export const BALANCE_POLL_MS = 3000;
/** spec §4: logout reloads the page after 300 ms. */
export const LOGOUT_RELOAD_MS = 300;
/** spec §4: changing language stores it and reloads the page after 100 ms. */
export const LANGUAGE_RELOAD_MS = 100;
/** spec §9: script injection delay 100 ms. */
export const SCRIPT_INJECTION_DELAY_MS = 100;
/** spec §9: fingerprint component timeout 1 s (stored once and reused). */
export const FINGERPRINT_TIMEOUT_MS = 1000;
/** spec §9: fingerprint logging rate about 1 in 10000. */
export const FINGERPRINT_LOG_RATE = 1 / 10_000;
/** spec §2: live chat widget fallback after 5 s. */
export const LIVE_CHAT_FALLBACK_MS = 5000;

// ── Live channel (spec §4, §9) ───────────────────────────────────────────────────────────────
/** spec §4/§9: reconnect delays 0, 2, 10, 30 s, then give up. */
export const RECONNECT_DELAYS_MS: readonly number[] = [0, 2000, 10_000, 30_000];
/** spec §9: server timeout 30 s. */
export const SERVER_TIMEOUT_MS = 30_000;
/** spec §9: keep-alive 15 s. */
export const KEEP_ALIVE_MS = 15_000;
/** spec §4: a live message with this cmd adds a notification. */
export const LIVE_CMD_NOTIFICATION = 'Notification';
/** spec §7: the hub method the server invokes on the client. */
export const LIVE_HUB_METHOD = 'NotifyMessage';

// ── Identity and forms (spec §3, §5, §9) ─────────────────────────────────────────────────────
/** spec §9: phone prefix 90 with a 10-digit mask. */
export const PHONE_PREFIX = '90';
export const PHONE_MASK_DIGITS = 10;
/**
 * spec §9: the one input mask of the 10 local digits after the prefix, grouped as a Turkish
 * mobile number is read aloud (5xx xxx xx xx); every phone field of every package uses it, and
 * spec §2 makes the mask the placeholder too.
 */
export const PHONE_MASK = '000 000 00 00';
/** spec §9: SMS code 6 digits (shown masked as 00-00-00, spec §2). */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_MASK = '00-00-00';
/** spec §9: national id (TC No, `PersonalNo`) 11 digits. */
export const PERSONAL_NO_LENGTH = 11;
/** spec §3/§9: default currencyId 1. */
export const DEFAULT_CURRENCY_ID = 1;
/** spec §3/§9: default country Türkiye, id 235. */
export const DEFAULT_COUNTRY_ID = 235;
/** spec §3: birthDate starts as 01-01-1970 (stored year-month-day). */
export const INITIAL_BIRTH_DATE = '1970-01-01';
/** spec §9: password minimum 5. */
export const PASSWORD_MIN_LENGTH = 5;
/** spec §9: phone 5 to 20 digits. */
export const PHONE_MIN_DIGITS = 5;
export const PHONE_MAX_DIGITS = 20;
/** spec §9: call request name 5 to 30. */
export const CALL_NAME_MIN_LENGTH = 5;
export const CALL_NAME_MAX_LENGTH = 30;
/** spec §9: call request message 5 to 100. */
export const CALL_MESSAGE_MIN_LENGTH = 5;
export const CALL_MESSAGE_MAX_LENGTH = 100;
/** spec §9: contact value 5 to 30. */
export const CONTACT_VALUE_MIN_LENGTH = 5;
export const CONTACT_VALUE_MAX_LENGTH = 30;
/** spec §5/§9: at least 1 and at most 5 contacts. */
export const MIN_CONTACTS = 1;
export const MAX_CONTACTS = 5;

// ── Lists and paging (spec §7, §9) ───────────────────────────────────────────────────────────
/** spec §7/§9: top winners requested 40. */
export const TOP_WINNERS_COUNT = 40;
/** spec §7/§9: game search 5 results. */
export const GAME_SEARCH_TAKE = 5;
/** spec §7/§9: notifications page 100. */
export const NOTIFICATIONS_TAKE = 100;
/** spec §9: category games fetched in batches of 20 categories. */
export const CATEGORY_GAMES_BATCH_SIZE = 20;
/** spec §7: cms/contentlist categoryId 1 (the static-page menu). */
export const CONTENT_LIST_CATEGORY_ID = 1;
/** spec §2: /pages/1 is the general terms and conditions. */
export const TERMS_PAGE_ID = 1;
/** spec §9: seven supported game providers (launch calls in spec §7). */
export const GAME_PROVIDER_COUNT = 7;
/** spec §2: live casino category filters. */
export const LIVE_CASINO_FILTERS = [
  'All',
  'Roulette',
  'Blackjack',
  'Poker',
  'Baccarat',
  'Dealer',
] as const;

// ── Banner carousel and footer strip (spec §2, §9) ───────────────────────────────────────────
export const BANNER_SLIDES_PER_VIEW = 1;
export const BANNER_GAP_PX = 20;
export const BANNER_LOOP = false;
/** spec §9: autoplay 5000 ms, continuing after interaction. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_IMAGE_MAX_HEIGHT_REM = 27;
export const BANNER_IMAGE_MAX_HEIGHT_MOBILE_REM = 25;
export const BANNER_IMAGE_MIN_HEIGHT_REM = 15;
/** spec §4/§9: after loading, refresh after 100 ms. */
export const BANNER_REFRESH_MS = 100;
/** spec §2: the carousel starts with 3 placeholder items. */
export const BANNER_PLACEHOLDER_COUNT = 3;
/** spec §2: picture sources for default, 992 px and up, 1200 px and up. */
export const BANNER_IMAGE_BREAKPOINTS_PX = [992, 1200] as const;
/** spec §9: footer provider strip autoplay 2000 ms, starting after 500 ms. */
export const PROVIDER_STRIP_AUTOPLAY_MS = 2000;
export const PROVIDER_STRIP_START_MS = 500;
/** spec §9: 3 slides per view below 992 px, 7 at 992 px and above. */
export const PROVIDER_STRIP_BREAKPOINT_PX = 992;
export const PROVIDER_STRIP_SLIDES_SMALL = 3;
export const PROVIDER_STRIP_SLIDES_LARGE = 7;
/** spec §2: the 12 provider logos of the footer strip, in order. */
export const FOOTER_PROVIDERS = [
  'amusnet',
  '3oaksgaming',
  'amatic',
  'bgaming',
  'betsoft',
  'pragmaticplay',
  'evolution',
  'evoplay',
  'netent',
  'novomatic',
  'redtiger',
  'spribe',
] as const;
/** spec §2: top-winners card name max width 8rem, 5.6rem below 1400 px. */
export const WINNER_NAME_MAX_WIDTH_REM = 8;
export const WINNER_NAME_MAX_WIDTH_SMALL_REM = 5.6;
export const WINNER_NAME_BREAKPOINT_PX = 1400;

// ── Toasts (spec §9) ─────────────────────────────────────────────────────────────────────────
export const TOAST_DURATION_MS = 4000;
export const TOAST_LOADING_MS = 30_000;
export const TOAST_POSITION = 'top-center';
export const TOAST_MAX = 5;
export const TOAST_ENTER_MS = 350;
export const TOAST_EXIT_MS = 800;

// ── Money (spec §9) ──────────────────────────────────────────────────────────────────────────
/** spec §9: Turkish lira prefix, locale tr-TR, 2 decimals. */
export const CURRENCY_SYMBOL = '₺';
export const CURRENCY_LOCALE = 'tr-TR';
export const CURRENCY_DECIMALS = 2;
