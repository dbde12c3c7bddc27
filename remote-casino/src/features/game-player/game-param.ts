import type { PlayableGame } from './playable-game';

/** spec §2: /casino/play/{encoded game} — the game object is JSON, URL-encoded, then base64. */
export function encodeGameParam(game: PlayableGame): string {
  // The launch data soft and em games need (spec §3 Game launch data) travels with the game.
  const { gameCode, mainProviderId, name, system, productId } = game;
  const wire: PlayableGame = { gameCode, mainProviderId, name };
  if (system) wire.system = system;
  if (productId) wire.productId = productId;
  return btoa(encodeURIComponent(JSON.stringify(wire)));
}

export function decodeGameParam(param: string | undefined): PlayableGame | null {
  if (!param) return null;
  try {
    const game = JSON.parse(decodeURIComponent(atob(param))) as Partial<PlayableGame>;
    if (typeof game.gameCode !== 'string' || typeof game.name !== 'string') return null;
    const decoded: PlayableGame = {
      gameCode: game.gameCode,
      name: game.name,
      mainProviderId: Number(game.mainProviderId) || 0,
    };
    if (typeof game.system === 'string') decoded.system = game.system;
    if (typeof game.productId === 'string') decoded.productId = game.productId;
    return decoded;
  } catch {
    return null;
  }
}
