// The cms domain as the rest of the api sees it: a module reaches another only through its index.
export { default as cmsModule } from './plugin';
