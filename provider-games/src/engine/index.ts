/** Pure game logic shared by the provider's server and the browser client (no I/O, no hashing). */
export * from './baccarat';
export * from './bingo';
export * from './blackjack';
export * from './byte-stream';
export * from './crash';
export * from './games';
export * from './holdem';
export * from './mega-roulette';
export * from './roulette';
export * from './rounds';
export * from './slot';
export * from './slot-rtp';
export * from './slot-max-win';
export * from './slot-ways';
export * from './slots';
export * from './variants';
export * from './wheel';
