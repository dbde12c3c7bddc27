// The payments domain as other modules see it: a module reaches another only through its index.
export { default as paymentsModule, type PaymentsDomain } from './plugin';
export type { PaymentRow } from './queries';
export { CALLBACK_PATH } from './callback-route';
export { SIGNATURE_HEADER, signCallback } from './gateway/signature';
