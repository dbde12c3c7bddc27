import { LaunchProvider } from '@oyna/contracts';
import { request } from '@oyna/contracts';
import type { PlayableGame } from './playable-game';

/** What a launch answered: a URL to frame, HTML to mount (soft games), or a failure. */
export type LaunchAnswer =
  { ok: true; url: string | null; html: string | null } | { ok: false; closeDialog: boolean };

/**
 * spec §4 Opening a game / §7: the game's mainProviderId picks one of the seven launch calls, each
 * with exactly its payload. spec §8: `success:false` shows the message (the request helper's
 * toast); egt, hub88 and soft-game failures also close the game dialog.
 */
export function* launchGame(
  game: PlayableGame,
  options: { mobile: boolean; language: string; lobbyUrl: string },
): Generator<unknown, LaunchAnswer, unknown> {
  const platform = options.mobile ? 2 : 1;
  const url = (r: { ok: true; data: string } | { ok: false }): LaunchAnswer =>
    r.ok ? { ok: true, url: r.data, html: null } : { ok: false, closeDialog: false };
  switch (game.mainProviderId) {
    case LaunchProvider.Dt:
      return url(yield* request('getDtLaunchUrl', { code: game.gameCode }));
    case LaunchProvider.Pragmatic:
      return url(yield* request('getPragmaticLaunchUrl', { code: game.gameCode }));
    case LaunchProvider.Em:
      return url(
        yield* request('getEmLaunchUrl', { code: game.gameCode, productId: game.productId ?? '' }),
      );
    case LaunchProvider.Amusnet:
      return url(
        yield* request('getAmusnetLaunchUrl', { code: game.gameCode, isMobile: options.mobile }),
      );
    case LaunchProvider.Egt:
    case LaunchProvider.Hub88: {
      const payload = {
        platform,
        gameCode: game.gameCode,
        language: options.language,
        lobbyUrl: options.lobbyUrl,
      } as const;
      const r =
        game.mainProviderId === LaunchProvider.Egt
          ? yield* request('getEgtLaunchUrl', payload)
          : yield* request('getHub88LaunchUrl', payload);
      return r.ok ? { ok: true, url: r.data, html: null } : { ok: false, closeDialog: true };
    }
    case LaunchProvider.SoftGamings: {
      const r = yield* request('getSoftGamingsLaunchUrl', {
        system: game.system ?? '',
        pageCode: game.gameCode,
        isMobile: options.mobile ? 1 : 0,
      });
      return r.ok ? { ok: true, url: null, html: r.data } : { ok: false, closeDialog: true };
    }
    default:
      return { ok: false, closeDialog: true };
  }
}
