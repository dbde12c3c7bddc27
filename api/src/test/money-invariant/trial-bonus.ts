import { pick, type Generator } from './model';

/** The trial bonus claimed (spec §7 bonus/definetrialbonus): credited once, to a verified phone. */
export const trialBonus: Generator = async (app, model, rng) => {
  const p = pick(model.players, rng);
  if (!p) return;
  const r = await app.inject({
    method: 'GET',
    url: '/api/bonus/definetrialbonus',
    headers: { authorization: `Bearer ${p.siteToken}` },
  });
  if (r.statusCode === 200) model.bonused.add(p.principal.playerId);
};
