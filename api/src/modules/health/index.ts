// The health calls as the rest of the api sees them: a module reaches another only through its index.
export { default as healthModule } from './plugin';
