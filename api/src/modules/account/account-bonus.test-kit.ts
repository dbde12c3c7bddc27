import type { AdminBonusRequest, BalanceData, BonusListPage, PlayerBonus } from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import { call } from '../../test/app-harness';
import { register } from '../../test/players';
import { accountKit } from './account.test-kit';

const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };

/**
 * The account area's bonus calls for its integration tests (tests only): the player's list,
 * request and forfeit, ops' decision, and a player holding an approved first-deposit bonus.
 * `app` is read at each call: the harness starts in a beforeAll.
 */
export function accountBonusKit(app: () => FastifyInstance) {
  const kit = accountKit(app);
  const { playerIdOf, move, post, get } = kit;
  const balances = (playerId: number) => app().platform.wallets.balances(playerId);
  const userBalance = async (token: string) =>
    (await get<BalanceData>('/api/user/balance', token)).body.data;
  const list = async (token: string, locale?: 'tr' | 'en') =>
    (await post<BonusListPage>('/api/account/bonuses', token, { skip: 0, take: 10 }, locale)).body
      .data;
  const decideRequest = (id: number, approve: boolean, locale?: 'tr' | 'en') =>
    call<AdminBonusRequest>(app(), {
      method: 'POST',
      url: '/api/admin/bonusrequest',
      headers: ADMIN,
      locale,
      payload: { id, approve },
    });
  const forfeit = (token: string, bonusId: number, locale?: 'tr' | 'en') =>
    post<PlayerBonus>('/api/account/bonusforfeit', token, { bonusId }, locale);
  /** A player with `cashMinor` deposited and an approved first-deposit bonus of the same. */
  async function playerWithBonus(cashMinor = 20_000) {
    const a = await register(app());
    const id = await playerIdOf(a.data.username);
    await move(id, 'deposit', cashMinor);
    const requested = await post<PlayerBonus>('/api/account/bonusrequest', a.token, {
      offer: 'first_deposit',
    });
    if ((await decideRequest(requested.body.data.id, true)).status !== 200) {
      throw new Error('the first-deposit bonus was not approved');
    }
    const [active] = (await list(a.token)).items;
    if (!active?.bonusId) throw new Error('no active bonus');
    return { ...a, id, bonusId: active.bonusId, requestId: requested.body.data.id };
  }
  return { ...kit, ADMIN, balances, userBalance, list, decideRequest, forfeit, playerWithBonus };
}
