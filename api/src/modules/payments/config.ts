/**
 * Payments configuration (api/README.md › Payments), read once at start-up with the rest of the
 * environment in config.ts; named here for the payments module.
 */
export { loadPaymentsConfig, type PaymentsConfig } from '../../config';
