import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';
import { runBonusDesk, type BonusDeskIo } from './admin-cli';

describe.each(BACKENDS)('the bonus desk command line on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  /** The CLI's HTTP, answered by the app itself. */
  function io(env: NodeJS.ProcessEnv = {}): BonusDeskIo & { lines: string[] } {
    const lines: string[] = [];
    const fetchApp = (async (url: string | URL, init?: RequestInit) => {
      const u = new URL(String(url));
      const response = await h.app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: `${u.pathname}${u.search}`,
        headers: init?.headers as Record<string, string>,
        ...(init?.body ? { payload: String(init.body) } : {}),
      });
      return new Response(response.body, { status: response.statusCode });
    }) as typeof fetch;
    return { env, fetch: fetchApp, out: (line) => lines.push(line), lines };
  }

  it('lists offers, grants and cancels a bonus, and prints the cost and the audit', async () => {
    const { data } = await register(h.app);
    const offers = io();
    expect(await runBonusDesk(['offers'], offers)).toBe(0);
    expect(offers.lines.some((l) => l.startsWith('goodwill') && l.includes('Goodwill Bonus'))).toBe(
      true,
    );

    const grant = io({ OPERATOR: 'ayse' });
    const args = ['grant', data.username, 'goodwill', '--reason', 'complaint\u001b[2J 118'];
    expect(await runBonusDesk([...args, '--amount', '12.5'], grant)).toBe(0);
    expect(grant.lines).toEqual([expect.stringMatching(/active .* goodwill {2}12\.50 TRY/)]);
    const again = io({ OPERATOR: 'ayse' });
    expect(await runBonusDesk([...args, '--amount', '5'], again)).toBe(1);
    expect(again.lines).toEqual([
      'refused (400): The player has an active bonus holding ₺12,50 of bonus money; cancel it first',
    ]);

    const cancel = io();
    expect(
      await runBonusDesk(['cancel', data.username, '--by', 'mehmet', '--reason', 'test'], cancel),
    ).toBe(0);
    expect(cancel.lines).toEqual([expect.stringMatching(/cancelled .* removed 12\.50 TRY$/)]);

    const today = new Date().toISOString().slice(0, 10);
    const cost = io();
    expect(await runBonusDesk(['cost', today, today], cost)).toBe(0);
    expect(cost.lines).toHaveLength(3);
    expect(cost.lines[1]).toMatch(new RegExp(`^${today} +12\\.50 +0\\.00 +12\\.50 +0\\.00$`));

    const audit = io();
    expect(await runBonusDesk(['audit', `player:${data.username}`], audit)).toBe(0);
    expect(audit.lines).toHaveLength(2);
    // The shared admin token acts; the name the CLI was given is whom it acts for.
    expect(audit.lines[0]).toContain('operator:oyna-dev-admin (on behalf of mehmet)  cancel');
    // What an operator typed reaches the terminal escaped, never as a control sequence.
    expect(audit.lines[1]).toContain('complaint\\u001b[2J 118');
    expect(audit.lines.join('')).not.toContain('\u001b');
  });

  it('answers usage without an operator or a reason, and a refusal as exit code 1', async () => {
    const usage = io();
    expect(await runBonusDesk(['grant', 'someone', 'goodwill', '--reason', 'x'], usage)).toBe(2);
    expect(usage.lines[0]).toMatch(/^usage: bonus offers/);
    const refused = io();
    expect(await runBonusDesk(['cost', '2026-03-05', '2026-03-01'], refused)).toBe(1);
    expect(refused.lines).toEqual(['refused (400): The start date cannot be after the end date']);
  });
});
