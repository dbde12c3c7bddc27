/**
 * The sportsbook's face to the rest of the api: other modules and the app reach it only here.
 */
export { default as sportsModule } from './plugin';
export type { SportsConfig } from './config';
export { providerSession, type ProviderSession } from './provider';
export { acceptOdds, oddsToMilli } from './odds';
