// Frozen data of migration 0091_promotion_offers: applied databases hold exactly these rows, so this
// file is never edited (api/README.md › Database). Changed content is a new migration or an admin call.

/** Texts in both languages (spec §1). */
interface SeedText {
  tr: string;
  en: string;
}

export interface PromotionOfferLink {
  /** The seeded promotion of 0031 (its picture key: promo-{key}-{locale}-card.svg). */
  key: 'welcome' | 'cashback';
  /** The bonus offer record (migration 0090 `bonus_offer`) whose terms the promotion shows. */
  offerCode: 'first_deposit' | 'weekly_cashback';
  /** Title and HTML body without figures: the figures are the offer record's terms text. */
  title: SeedText;
  description: SeedText;
}

/**
 * The welcome and cashback promotions name no figures of their own any more (spec §1 promotions
 * and bonuses: the terms on /promotions come from the offer record): each keeps its marketing
 * text and links its offer, whose terms in plain words /promotions shows under "Terms".
 */
const html = (lead: string, rules: string[]) =>
  `<p>${lead}</p><ul>${rules.map((r) => `<li>${r}</li>`).join('')}</ul>`;

export const PROMOTION_OFFER_LINKS: PromotionOfferLink[] = [
  {
    key: 'welcome',
    offerCode: 'first_deposit',
    title: { tr: 'Hoş Geldin Bonusu', en: 'Welcome Bonus' },
    description: {
      tr: html('İlk para yatırma işleminize bonus ekliyoruz.', [
        'Yatırımınızdan sonra bonusu Bonus Talep sayfasından isteyin.',
        'Bonusun koşulları Koşullar başlığı altındadır.',
      ]),
      en: html('We add a bonus to your first deposit.', [
        'Claim it on the Bonus Claim page after your deposit.',
        'The bonus’s terms are under Terms.',
      ]),
    },
  },
  {
    key: 'cashback',
    offerCode: 'weekly_cashback',
    title: { tr: 'Haftalık Kayıp Bonusu', en: 'Weekly Cashback' },
    description: {
      tr: html('Kaybettiğiniz haftanın bir kısmını bonus olarak geri alın.', [
        'Bonusu Bonus Talep sayfasından isteyin.',
        'Bonusun koşulları Koşullar başlığı altındadır.',
      ]),
      en: html('Get part of a losing week back as a bonus.', [
        'Claim it on the Bonus Claim page.',
        'The bonus’s terms are under Terms.',
      ]),
    },
  },
];
