import { unauthorized } from '../../lib/errors';
import type { ApiLocale } from '../../lib/messages';
import type { Principal } from '../../platform/sessions';
import type { AccountQueries } from './queries';

/** The caller's own player row (its country named in their language); a 401 when it is gone. */
export async function accountPlayer(
  queries: Pick<AccountQueries, 'player'>,
  principal: Principal,
  locale: ApiLocale,
) {
  const player = await queries.player(principal.playerId, locale);
  if (!player) throw unauthorized();
  return player;
}
