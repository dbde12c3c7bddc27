/**
 * `@oyna/contracts/game-wallet` — the seamless-wallet protocol, for the servers only (the
 * operator's api and the game provider): its messages as TypeBox schemas with their types, and
 * the body signature. The browser never loads it (ESLint forbids this entry outside the servers).
 */
export * from './messages';
export * from './signature';
