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
});

export type PaymentsMessageKey = keyof typeof paymentsMessages;
