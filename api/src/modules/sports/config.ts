/**
 * The sportsbook's settings (api/README.md › Sportsbook), read with the rest of the environment
 * in config.ts (loadSportsConfig); tests override them through `config.sports`.
 */
export type { SportsConfig } from '../../config';
