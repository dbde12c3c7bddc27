// The back office's screens as the rest of the api sees them: a module reaches another only
// through its index.
export { default as backofficeModule } from './plugin';
