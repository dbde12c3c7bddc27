// The account domain as other modules see it: a module reaches another only through its index.
export { default as accountModule } from './plugin';
