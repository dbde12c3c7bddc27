import { InvocationBudget } from './invocation-budget';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a socket’s message budget (token bucket)', () => {
  it('lets a fresh socket use its whole burst at once, then refuses', () => {
    const budget = new InvocationBudget({ perSecond: 10, burst: 5 });
    const taken = Array.from({ length: 7 }, () => budget.take());
    expect(taken).toEqual([true, true, true, true, true, false, false]);
  });

  it('refills at its rate, never above its burst', async () => {
    const budget = new InvocationBudget({ perSecond: 50, burst: 3 });
    for (let i = 0; i < 3; i += 1) budget.take();
    expect(budget.take()).toBe(false);
    // 50 a second: one every 20 ms; after 300 ms the bucket is full again, not 15 deep.
    await sleep(300);
    const taken = Array.from({ length: 5 }, () => budget.take());
    expect(taken).toEqual([true, true, true, false, false]);
  });
});
