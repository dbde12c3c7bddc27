// The development readers as the rest of the api sees them: a module reaches another only through its index.
export { default as devModule } from './plugin';
