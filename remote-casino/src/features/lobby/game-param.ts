import type { GameRef } from '@oyna/contracts';

/** spec §2: /casino/play/{encoded game} — the game object is JSON, URL-encoded, then base64. */
export function encodeGameParam(game: GameRef): string {
  return btoa(encodeURIComponent(JSON.stringify(game)));
}

export function decodeGameParam(param: string | undefined): GameRef | null {
  if (!param) return null;
  try {
    const game = JSON.parse(decodeURIComponent(atob(param))) as Partial<GameRef>;
    if (typeof game.gameCode !== 'string' || typeof game.name !== 'string') return null;
    return {
      gameCode: game.gameCode,
      name: game.name,
      mainProviderId: Number(game.mainProviderId) || 0,
    };
  } catch {
    return null;
  }
}
