// Frozen data of migration 0031_content_seed: applied databases hold exactly these rows, so this file is
// never edited (api/README.md › Database). Changed content is a new migration or an admin call.
import { MEDIA_BASE } from './0031-banners';

/** Texts in both languages (spec §1). */
interface SeedText {
  tr: string;
  en: string;
}

export interface SeedPromotion {
  /** Picture set in api/media: promo-{key}-{locale}-card.svg and -detail.svg. */
  key: string;
  title: SeedText;
  /** HTML (spec §2: the detail dialog shows an HTML description). */
  description: SeedText;
}

/** spec §3 Promotion: the first image is the card, the second the detail image. */
export function promotionImages(key: string, locale: 'tr' | 'en'): string[] {
  return [
    `${MEDIA_BASE}/promo-${key}-${locale}-card.svg`,
    `${MEDIA_BASE}/promo-${key}-${locale}-detail.svg`,
  ];
}

const html = (lead: string, rules: string[]) =>
  `<p>${lead}</p><ul>${rules.map((r) => `<li>${r}</li>`).join('')}</ul>`;

export const PROMOTIONS: SeedPromotion[] = [
  {
    key: 'welcome',
    title: { tr: '%100 Hoş Geldin Bonusu', en: '100% Welcome Bonus' },
    description: {
      tr: html(
        'İlk para yatırma işleminize <strong>%100</strong>, 5.000 ₺’ye kadar bonus ekliyoruz.',
        [
          'En az yatırım tutarı 100 ₺’dir.',
          'Bonus tutarının 10 katı çevrim yapılmalıdır.',
          'Bonus, yatırımdan sonra Bonus Talep sayfasından istenebilir.',
          'Her üye bu bonustan bir kez yararlanabilir.',
        ],
      ),
      en: html('We add a <strong>100%</strong> bonus of up to ₺5,000 to your first deposit.', [
        'The minimum deposit is ₺100.',
        'The bonus amount must be wagered 10 times.',
        'Claim the bonus on the Bonus Claim page after your deposit.',
        'Each member can receive this bonus once.',
      ]),
    },
  },
  {
    key: 'cashback',
    title: { tr: 'Haftalık %15 Kayıp Bonusu', en: 'Weekly 15% Cashback' },
    description: {
      tr: html(
        'Pazartesi ile pazar arasındaki net kayıplarınızın <strong>%15</strong>’i pazartesi günü hesabınıza eklenir.',
        [
          'En az net kayıp 500 ₺’dir.',
          'En fazla iade 10.000 ₺’dir.',
          'Kayıp bonusu çevrimsiz olarak tanımlanır.',
        ],
      ),
      en: html(
        'Every Monday we return <strong>15%</strong> of your net losses from Monday to Sunday.',
        [
          'The minimum net loss is ₺500.',
          'The maximum cashback is ₺10,000.',
          'Cashback is credited without wagering requirements.',
        ],
      ),
    },
  },
  {
    key: 'freespins',
    title: { tr: 'Cuma 50 Freespin', en: '50 Free Spins on Friday' },
    description: {
      tr: html('Cuma günleri 250 ₺ ve üzeri yatırımlarınıza seçili slotlarda 50 freespin.', [
        'Freespinler 24 saat içinde kullanılmalıdır.',
        'Freespin kazançları 20 kat çevrime tabidir.',
        'Kampanya her cuma 00:00 ile 23:59 arasında geçerlidir.',
      ]),
      en: html('Deposit ₺250 or more on a Friday and get 50 free spins on selected slots.', [
        'Free spins must be used within 24 hours.',
        'Winnings from free spins must be wagered 20 times.',
        'The offer runs every Friday from 00:00 to 23:59.',
      ]),
    },
  },
  {
    key: 'referral',
    title: { tr: 'Arkadaşını Getir, 250 ₺ Kazan', en: 'Refer a Friend, Get ₺250' },
    description: {
      tr: html('Davet ettiğiniz arkadaşınız üye olup ilk yatırımını yaptığında 250 ₺ bonus.', [
        'Arkadaşınızın telefon numarasını doğrulaması gerekir.',
        'Ayda en fazla 10 arkadaş için bonus verilir.',
      ]),
      en: html('When a friend you invited signs up and makes a first deposit you get ₺250.', [
        'Your friend must verify their phone number.',
        'The bonus is paid for up to 10 friends a month.',
      ]),
    },
  },
];
