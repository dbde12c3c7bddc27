import { defineRemoteMessages } from '@oyna/contracts';

/**
 * The payments remote's own texts (docs/decisions/004), the titles of its lent dialogs included
 * (`lentDialogTitleKey`): they ship in this remote's dist and join the page's messages when it
 * loads; the /dashboard route titles stay in contracts (the shell shows them first).
 */
export const paymentsMessages = defineRemoteMessages('payments', {
  'payments.deposit.lead': {
    tr: 'Hesabınıza para yatırmak için bir yöntem seçin.',
    en: 'Choose a method to deposit money into your account.',
  },
  'payments.withdraw.lead': {
    tr: 'Bakiyenizi çekmek için bir yöntem seçin.',
    en: 'Choose a method to withdraw your balance.',
  },
  'payments.dialog.deposit.title': { tr: 'Para Yatır', en: 'Deposit' },
  'payments.dialog.withdraw.title': { tr: 'Para Çek', en: 'Withdraw' },
  // spec §2: the dashboard's deposit/withdraw toggle.
  'payments.toggle.label': { tr: 'Para yatır veya çek', en: 'Deposit or withdraw' },
  'payments.toggle.deposit': { tr: 'Para Yatır', en: 'Deposit' },
  'payments.toggle.withdraw': { tr: 'Para Çek', en: 'Withdraw' },
  'payments.method.limits': { tr: 'Min {min} – Maks {max}', en: 'Min {min} – Max {max}' },
  'payments.method.processing': { tr: 'İşlem süresi: {time}', en: 'Processing time: {time}' },
  'payments.methods.empty': {
    tr: 'Şu anda kullanılabilir yöntem yok.',
    en: 'No method is available right now.',
  },
  'payments.methods.failed': {
    tr: 'Yöntemler yüklenemedi.',
    en: 'The methods could not be loaded.',
  },
  'payments.methods.retry': { tr: 'Tekrar dene', en: 'Try again' },
  // spec §8: an empty field list.
  'payments.noData': { tr: 'Veri bulunamadı', en: 'No data found' },
  'payments.field.Amount': { tr: 'Tutar', en: 'Amount' },
  'payments.field.CardNo': { tr: 'Kart Numarası', en: 'Card Number' },
  'payments.field.CardHolder': { tr: 'Kart Sahibi', en: 'Card Holder' },
  'payments.field.BankId': { tr: 'Banka', en: 'Bank' },
  'payments.field.Iban': { tr: 'IBAN', en: 'IBAN' },
  'payments.field.AccountNo': { tr: 'Hesap Numarası', en: 'Account Number' },
  'payments.field.FullName': { tr: 'Ad Soyad', en: 'Full Name' },
  'payments.submit.deposit': { tr: 'Yatır', en: 'Deposit' },
  'payments.submit.withdraw': { tr: 'Çekim Talebi Gönder', en: 'Request Withdrawal' },
  // spec §2, §4: the Iframe operation's screen.
  'payments.continue.text': {
    tr: 'Devam etmek için lütfen aşağıdaki butona tıklayın.',
    en: 'Please click the button below to continue.',
  },
  'payments.continue.button': { tr: 'Devam Et', en: 'Continue' },
  'payments.congratulations': { tr: 'Tebrikler!', en: 'Congratulations!' },
  // spec §1 promotions and bonuses: withdrawable = cash only; a withdrawal forfeits a bonus.
  'payments.withdrawable': { tr: 'Çekilebilir: {amount}', en: 'Withdrawable: {amount}' },
  'payments.bonus.notice': {
    tr: 'Aktif bonusunuz iptal edilecek: {amount} bonus ve kazançları silinecek.',
    en: 'Your active bonus will be cancelled: you will lose {amount} bonus and its winnings.',
  },
  // A bonus of ₺0 the api still asks to forfeit: its unsettled bets' bonus winnings are what goes.
  'payments.bonus.noticeOpenBets': {
    tr: 'Aktif bonusunuz iptal edilecek: bonus parasıyla oynanan ve henüz sonuçlanmamış bahislerin bonus kazançları silinecek.',
    en: 'Your active bonus will be cancelled: you will lose the bonus winnings of your unsettled bets placed with bonus money.',
  },
  'payments.bonus.confirm': {
    tr: 'Anladım, bonusumdan vazgeçiyorum; yalnızca nakit bakiyem çekilecek.',
    en: 'I understand and give up my bonus; only my cash is withdrawn.',
  },
});

export type PaymentsMessageKey = keyof typeof paymentsMessages;

/** Whether a key built at run time (a gateway's field name) is one of ours: typed, no cast. */
export const isPaymentsMessageKey = (id: string): id is PaymentsMessageKey =>
  Object.hasOwn(paymentsMessages, id);
