/** The built-in game provider's server side, for a host (the api) to register. */
export { createProviderGames, type ProviderGames } from './plugin';
export { providerMigrations } from './migrations';
export type { ProviderDatabase, ProviderDb, SqlExecutor } from './db';
export type { ProviderGamesOptions } from './options';
export { DEFAULTS as PROVIDER_DEFAULTS } from './options';
export { fetchTransport, type WalletClientRequest, type WalletTransport } from './wallet-client';
export { declaredGames, GAMES, gameByCode, type GameInfo } from '../engine';
