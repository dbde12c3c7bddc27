// The casino domain as the rest of the api sees it: a module reaches another only through its index.
export { default as casinoModule } from './plugin';
