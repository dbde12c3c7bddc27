import type { Migration } from 'kysely';
import { providerMigrations } from '@oyna/provider-games/server';
import * as cmsSchema from './0001-cms-schema';
import * as cmsSeed from './0002-cms-seed';
import * as identity from './0003-identity';
import * as countriesSeed from './0004-countries-seed';
import * as notifications from './0020-notifications';
import * as notificationPush from './0021-notification-push';
import * as notificationMessages from './0022-notification-messages';
import * as serverMessageIds from './0023-server-message-ids';
import * as contentSchema from './0030-content-schema';
import * as contentSeed from './0031-content-seed';
import * as promotionTerms from './0032-promotion-terms';
import * as bannerArtForPhones from './0033-banner-art-for-phones';
import * as slideTitles from './0120-slide-titles';
import * as marketHeld from './0125-market-held';
import * as lease from './0130-lease';
import * as casinoWallet from './0040-casino-wallet';
import * as casinoCatalogue from './0041-casino-catalogue';
import * as casinoWinCaps from './0042-casino-win-caps';
import * as slotGames from './0043-slot-games';
import * as tableGames from './0044-table-games';
import * as crashRouletteVariants from './0045-crash-roulette-variants';
import * as blackjack from './0046-blackjack';
import * as casinoHoldem from './0047-casino-holdem';
import * as bingoGames from './0048-bingo-games';
import * as payments from './0050-payments';
import * as paymentMethodsSeed from './0051-payment-methods-seed';
import * as paymentMethodUnconfigured from './0052-payment-method-unconfigured';
import * as cardHostedPage from './0054-card-hosted-page';
import * as maskCardNumbers from './0055-mask-card-numbers';
import * as paymentReturns from './0053-payment-returns';
import * as sports from './0060-sports';
import * as protection from './0070-protection';
import * as account from './0080-account';
import * as bonusWallet from './0090-bonus-wallet';
import * as promotionOffers from './0091-promotion-offers';
import * as bonusRequestDevice from './0092-bonus-request-device';
import * as staff from './0100-staff';
import * as backoffice from './0110-backoffice';
import * as paymentFourEyes from './0101-payment-four-eyes';

/** Every migration, by name; Kysely applies them in name order. Append, never rename. */
export const migrations: Record<string, Migration> = {
  '0001_cms_schema': cmsSchema,
  '0002_cms_seed': cmsSeed,
  '0003_identity': identity,
  '0004_countries_seed': countriesSeed,
  '0020_notifications': notifications,
  '0021_notification_push': notificationPush,
  '0022_notification_messages': notificationMessages,
  '0023_server_message_ids': serverMessageIds,
  '0030_content_schema': contentSchema,
  '0031_content_seed': contentSeed,
  '0032_promotion_terms': promotionTerms,
  '0033_banner_art_for_phones': bannerArtForPhones,
  '0040_casino_wallet': casinoWallet,
  '0041_casino_catalogue': casinoCatalogue,
  '0042_casino_win_caps': casinoWinCaps,
  '0043_slot_games': slotGames,
  '0044_table_games': tableGames,
  '0045_crash_roulette_variants': crashRouletteVariants,
  '0046_blackjack': blackjack,
  '0047_casino_holdem': casinoHoldem,
  '0048_bingo_games': bingoGames,
  '0050_payments': payments,
  '0051_payment_methods_seed': paymentMethodsSeed,
  '0052_payment_method_unconfigured': paymentMethodUnconfigured,
  '0054_card_hosted_page': cardHostedPage,
  '0055_mask_card_numbers': maskCardNumbers,
  '0053_payment_returns': paymentReturns,
  '0060_sports': sports,
  '0070_protection': protection,
  '0080_account': account,
  '0090_bonus_wallet': bonusWallet,
  '0091_promotion_offers': promotionOffers,
  '0092_bonus_request_device': bonusRequestDevice,
  '0100_staff': staff,
  '0110_backoffice': backoffice,
  '0101_payment_four_eyes': paymentFourEyes,
  '0120_slide_titles': slideTitles,
  '0125_market_held': marketHeld,
  // Platform: leases of background work across replicas (docs/ops.md › Many replicas).
  '0130_lease': lease,
  // The built-in game provider owns its tables and migrations (0900–0949).
  ...providerMigrations,
};
