// The seamless wallet as the rest of the api sees it: a module reaches another only through its index.
export { default as walletModule } from './plugin';
export { GameLaunchError, GameLauncher, type GameLauncherDeps } from './launch';
export { WalletQueries } from './queries';
export { BUILTIN_PROVIDER_ID, hashToken } from './tokens';
