// Frozen data of migration 0032_promotion_terms: applied databases hold exactly these rows, so this
// file is never edited (api/README.md › Database). Changed content is a new migration or an admin call.

/** Texts in both languages (spec §1). */
interface SeedText {
  tr: string;
  en: string;
}

export interface PromotionTerms {
  /** The seeded promotion of 0031 (its picture key). */
  key: 'welcome' | 'cashback';
  title: SeedText;
  /** HTML (spec §2: the detail dialog shows an HTML description). */
  description: SeedText;
}

const html = (lead: string, rules: string[]) =>
  `<p>${lead}</p><ul>${rules.map((r) => `<li>${r}</li>`).join('')}</ul>`;

/**
 * The welcome and cashback promotions in the figures the bonus offers pay by
 * (modules/account/offers.ts: first deposit 100% up to ₺500,00, 5× wagering in 30 days; cashback
 * 10% of the last 7 days' net casino loss from ₺10,00, 1× wagering in 7 days), claimed on the
 * Bonus Claim page.
 */
export const PROMOTION_TERMS: PromotionTerms[] = [
  {
    key: 'welcome',
    title: { tr: '%100 Hoş Geldin Bonusu', en: '100% Welcome Bonus' },
    description: {
      tr: html(
        'İlk para yatırma işleminize <strong>%100</strong>, en fazla ₺500,00 bonus ekliyoruz.',
        [
          'Bonus tutarının 5 katı çevrim yapılmalıdır; bonus 30 gün geçerlidir.',
          'Bonus, yatırımdan sonra Bonus Talep sayfasından istenebilir.',
          'Her üye bu bonustan bir kez yararlanabilir.',
        ],
      ),
      en: html('We add a <strong>100%</strong> bonus of up to ₺500,00 to your first deposit.', [
        'Wager the bonus 5× within 30 days.',
        'Claim the bonus on the Bonus Claim page after your deposit.',
        'Each member can receive this bonus once.',
      ]),
    },
  },
  {
    key: 'cashback',
    title: { tr: 'Haftalık %10 Kayıp Bonusu', en: 'Weekly 10% Cashback' },
    description: {
      tr: html(
        'Son 7 gündeki net casino kayıplarınızın <strong>%10</strong>’unu Bonus Talep sayfasından isteyebilirsiniz.',
        [
          'En az net kayıp ₺10,00’dur.',
          'Haftada bir kez istenebilir.',
          'Bonus tutarının 1 katı çevrim yapılmalıdır; bonus 7 gün geçerlidir.',
        ],
      ),
      en: html(
        'Claim <strong>10%</strong> of your net casino losses of the last 7 days on the Bonus Claim page.',
        [
          'The minimum net loss is ₺10,00.',
          'It can be claimed once a week.',
          'Wager the bonus 1× within 7 days.',
        ],
      ),
    },
  },
];
