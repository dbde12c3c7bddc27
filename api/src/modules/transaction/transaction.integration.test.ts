import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import type { TopWinner } from '@oyna/contracts';

describe.each(BACKENDS)('transaction/topwinners on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const winners = (payload: Record<string, unknown>) =>
    call<TopWinner[]>(h.app, { method: 'POST', url: '/api/transaction/topwinners', payload });

  it('answers the 40 biggest slot wins the home card asks for (spec §7: isLive false, count 40)', async () => {
    const { status, body } = await winners({ isLive: false, count: 40 });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(40);
    const amounts = body.data.map((w) => w.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const w of body.data) {
      expect(w).toEqual({
        image: expect.stringMatching(/^\/api\/cms\/media\/game-[a-z-]+\.svg$/),
        game: expect.any(String),
        name: expect.any(String),
        amount: expect.any(Number),
        currencySymbol: '₺',
      });
      // two decimals at most (lib/money.ts)
      expect(Math.abs(w.amount * 100 - Math.round(w.amount * 100))).toBeLessThan(1e-6);
    }
  });

  it('keeps live-casino wins apart and honours a smaller count', async () => {
    const live = await winners({ isLive: true, count: 5 });
    expect(live.body.data).toHaveLength(5);
    const slots = await winners({ isLive: false, count: 40 });
    const slotGames = new Set(slots.body.data.map((w) => w.game));
    for (const w of live.body.data) expect(slotGames.has(w.game)).toBe(false);
  });

  it('refuses a count outside 1 to 100 with 400', async () => {
    expect((await winners({ isLive: false, count: 0 })).status).toBe(400);
    expect((await winners({ isLive: false, count: 101 })).status).toBe(400);
  });
});
