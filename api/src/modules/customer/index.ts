// The customer domain as the rest of the api sees it: a module reaches another only through its index.
export { default as customerModule } from './plugin';
