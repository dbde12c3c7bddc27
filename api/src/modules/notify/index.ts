// The notify hub as the rest of the api sees it: a module reaches another only through its index.
export { default as notifyHub, HUB_PATH } from './plugin';
export type { NotifyHub } from './hub';
export { uniqueChannelPrefix } from './notify-config';
