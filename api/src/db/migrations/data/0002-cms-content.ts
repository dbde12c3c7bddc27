// Frozen data of migration 0002_cms_seed: applied databases hold exactly these rows, so this file is
// never edited (api/README.md › Database). Changed content is a new migration or an admin call.
/**
 * Initial site content, in both languages (spec §1: the interface is Turkish and English).
 * Category names are stable keys the client looks up (spec §3: the footer needs Gambling,
 * Policies, Footer and Quick Links); titles are what a reader sees.
 */
export interface SeedText {
  tr: string;
  en: string;
}

export interface SeedCategory {
  id: number;
  name: string;
  contents: { id: number; title: SeedText; body: SeedText }[];
}

const p = (...paragraphs: string[]): string => paragraphs.map((x) => `<p>${x}</p>`).join('');

export const CONTENT_CATEGORIES: SeedCategory[] = [
  {
    id: 1,
    name: 'Policies',
    contents: [
      {
        // spec §2: /pages/1 is the general terms and conditions.
        id: 1,
        title: { tr: 'Genel Şartlar ve Koşullar', en: 'General Terms and Conditions' },
        body: {
          tr: p(
            'Bu şartlar, Oyna sitesini kullanan tüm ziyaretçiler ve üyeler için geçerlidir. Siteye üye olarak bu şartları okuduğunuzu ve kabul ettiğinizi beyan edersiniz.',
            'Üyelik yalnızca 18 yaşını doldurmuş kişilere açıktır. Her kişi yalnızca bir hesap açabilir; aynı kişiye ait birden fazla hesap kapatılabilir.',
            'Şartlarda yapılacak değişiklikler, yürürlüğe girmeden en az iki hafta önce duyurulur. Güncellenen şartları kabul etmeyen mevcut üyeler hizmeti kullanmayı bırakabilir.',
          ),
          en: p(
            'These terms apply to every visitor and member using the Oyna site. By registering you confirm that you have read and accepted them.',
            'Membership is open only to people aged 18 or over. Each person may hold one account; duplicate accounts of the same person may be closed.',
            'Changes to these terms are announced at least two weeks before they take effect. Existing members who do not accept the updated terms may stop using the service.',
          ),
        },
      },
      {
        id: 2,
        title: { tr: 'Gizlilik Politikası', en: 'Privacy Policy' },
        body: {
          tr: p(
            'Kişisel verileriniz yalnızca hesabınızı yönetmek, ödemelerinizi işlemek ve yasal yükümlülüklerimizi yerine getirmek için işlenir.',
            'Verileriniz üçüncü kişilere satılmaz; yalnızca ödeme ve doğrulama hizmeti aldığımız iş ortaklarıyla, gerekli olduğu ölçüde paylaşılır.',
          ),
          en: p(
            'Your personal data is processed only to run your account, handle your payments and meet our legal obligations.',
            'Your data is never sold; it is shared only with our payment and verification partners, and only as far as needed.',
          ),
        },
      },
      {
        id: 3,
        title: { tr: 'Çerez Politikası', en: 'Cookie Policy' },
        body: {
          tr: p(
            'Sitemiz oturumunuzu sürdürmek ve tercihlerinizi hatırlamak için zorunlu çerezler ve yerel depolama kullanır. Reklam amaçlı çerez kullanılmaz.',
          ),
          en: p(
            'The site uses essential cookies and local storage to keep you signed in and remember your preferences. No advertising cookies are used.',
          ),
        },
      },
      {
        id: 4,
        title: { tr: 'Kara Para Aklamayı Önleme Politikası', en: 'Anti-Money Laundering Policy' },
        body: {
          tr: p(
            'Tüm para yatırma ve çekme işlemleri izlenir. Şüpheli görülen işlemlerde kimlik ve kaynak belgesi istenebilir; belge sunulmadan çekim yapılamaz.',
          ),
          en: p(
            'All deposits and withdrawals are monitored. For transactions that look suspicious we may ask for proof of identity and of the source of funds before any withdrawal.',
          ),
        },
      },
    ],
  },
  {
    id: 2,
    name: 'Gambling',
    contents: [
      {
        id: 5,
        title: { tr: 'Sorumlu Oyun', en: 'Responsible Gaming' },
        body: {
          tr: p(
            'Oyun bir eğlence biçimidir, gelir kaynağı değildir. Kaybetmeyi göze alabileceğiniz tutarla oynayın ve kayıplarınızı telafi etmeye çalışmayın.',
            'Oyun alışkanlıklarınızdan endişe ediyorsanız canlı destek ekibimizden limit koymak için yardım isteyebilirsiniz.',
          ),
          en: p(
            'Gaming is entertainment, not a source of income. Only play with money you can afford to lose and never chase your losses.',
            'If you are worried about your gaming habits, our live support team can help you set limits.',
          ),
        },
      },
      {
        id: 6,
        title: { tr: 'Reşit Olmayanların Korunması', en: 'Protection of Minors' },
        body: {
          tr: p(
            '18 yaşından küçüklerin siteye üye olması ve oyun oynaması yasaktır. Yaş doğrulaması yapılamayan hesaplar kapatılır ve bakiyeleri iade edilir.',
          ),
          en: p(
            'People under 18 may not register or play. Accounts whose age cannot be verified are closed and their balance refunded.',
          ),
        },
      },
      {
        id: 7,
        title: { tr: 'Kendini Oyundan Uzaklaştırma', en: 'Self-Exclusion' },
        body: {
          tr: p(
            'Hesabınızı 6 ay, 1 yıl veya süresiz olarak kapatılmasını isteyebilirsiniz. Bu süre içinde hesabınız yeniden açılamaz.',
          ),
          en: p(
            'You can ask for your account to be closed for 6 months, 1 year or indefinitely. During that time it cannot be reopened.',
          ),
        },
      },
    ],
  },
  {
    id: 3,
    name: 'Footer',
    contents: [
      {
        id: 8,
        title: { tr: 'Hakkımızda', en: 'About Us' },
        body: {
          tr: p(
            'Oyna, spor bahisleri ve casino oyunlarını tek bir güvenli hesapta sunan, Filipinler e-oyun lisansı altında faaliyet gösteren bir platformdur.',
          ),
          en: p(
            'Oyna offers sports betting and casino games in one secure account and operates under a Philippine e-gaming licence.',
          ),
        },
      },
      {
        id: 9,
        title: { tr: 'İletişim', en: 'Contact' },
        body: {
          tr: p(
            'Destek ekibimize 7/24 canlı destek, Telegram ve WhatsApp üzerinden ulaşabilir ya da geri arama talebi bırakabilirsiniz.',
          ),
          en: p(
            'Our support team is available around the clock through live chat, Telegram and WhatsApp, or you can leave a call-back request.',
          ),
        },
      },
      {
        id: 10,
        title: { tr: 'Sıkça Sorulan Sorular', en: 'Frequently Asked Questions' },
        body: {
          tr: p(
            'Şifremi unuttum: giriş penceresindeki şifre sıfırlama bağlantısını kullanın, e-posta adresinize bir kod gönderilir.',
            'Telefonumu nasıl doğrularım: hesabım sayfasındaki Telefon Doğrulama bölümünden SMS kodu isteyin.',
          ),
          en: p(
            'Forgot your password: use the recovery link in the login window and a code will be sent to your e-mail address.',
            'How do I verify my phone: ask for an SMS code under Phone Verification in your account.',
          ),
        },
      },
    ],
  },
  {
    id: 4,
    name: 'Quick Links',
    contents: [
      {
        id: 11,
        title: { tr: 'Bonus Kuralları', en: 'Bonus Rules' },
        body: {
          tr: p(
            'Her bonus yalnızca bir kez alınabilir. Deneme bonusu, telefon numarası doğrulanmış yeni üyelere tanımlanır.',
          ),
          en: p(
            'Each bonus can be claimed once. The trial bonus is granted to new members whose phone number is verified.',
          ),
        },
      },
      {
        id: 12,
        title: { tr: 'Para Yatırma Rehberi', en: 'How to Deposit' },
        body: {
          tr: p(
            'Hesabım menüsünden Para Yatır sayfasını açın, bir yöntem seçin ve formu doldurun. Onaylanan tutar bakiyenize hemen eklenir.',
          ),
          en: p(
            'Open Deposit in your account menu, choose a method and fill in the form. The confirmed amount is added to your balance at once.',
          ),
        },
      },
      {
        id: 13,
        title: { tr: 'Para Çekme Rehberi', en: 'How to Withdraw' },
        body: {
          tr: p(
            'Para Çek sayfasından yöntem seçip IBAN veya hesap bilgilerinizi girin. Talepler sırayla incelenir ve sonuç size bildirilir.',
          ),
          en: p(
            'Choose a method on the Withdraw page and enter your IBAN or account details. Requests are reviewed in order and you are notified of the result.',
          ),
        },
      },
    ],
  },
];
