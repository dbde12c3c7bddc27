// The transaction domain as other modules see it: a module reaches another only through its index.
export { default as transactionModule } from './plugin';
