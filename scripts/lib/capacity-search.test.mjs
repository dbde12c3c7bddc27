// node --test scripts/lib (npm test runs it): the mixed bench's search for the most players held
// within its p99 budget (capacity-search.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { largestPassing } from './capacity-search.mjs';

/** A system that holds up to `limit`; records the counts tried. */
const upTo = (limit) => {
  const tried = [];
  return {
    tried,
    trial: async (n) => {
      tried.push(n);
      return { pass: n <= limit, detail: { n } };
    },
  };
};

describe('largestPassing (doubling, then bisection)', () => {
  it('doubles from the start, then bisects to within 10 % of the answer', async () => {
    const sys = upTo(57);
    const r = await largestPassing({ start: 10, max: 1000, trial: sys.trial });
    assert.deepEqual(sys.tried.slice(0, 4), [10, 20, 40, 80]);
    assert.ok(r.best <= 57 && 57 - r.best <= Math.ceil(r.best * 0.1), `best ${r.best}`);
    assert.ok(r.failedAt > 57 && r.failedAt - r.best <= Math.ceil(r.best * 0.1));
    assert.equal(r.complete, true);
    assert.deepEqual(
      r.trials.map((t) => [t.n, t.pass]),
      sys.tried.map((n) => [n, n <= 57]),
    );
  });

  it('halves while the start fails, then bisects', async () => {
    const sys = upTo(7);
    const r = await largestPassing({ start: 40, max: 1000, trial: sys.trial, resolution: () => 1 });
    assert.deepEqual(sys.tried.slice(0, 3), [40, 20, 10]);
    assert.equal(r.best, 7);
    assert.equal(r.failedAt, 8);
  });

  it('answers 0 when even the smallest count fails', async () => {
    const sys = upTo(0);
    const r = await largestPassing({ start: 8, min: 2, max: 100, trial: sys.trial });
    assert.deepEqual(sys.tried, [8, 4, 2]);
    assert.equal(r.best, 0);
    assert.equal(r.failedAt, 2);
  });

  it('stops at the maximum when everything passes', async () => {
    const sys = upTo(Infinity);
    const r = await largestPassing({ start: 10, max: 50, trial: sys.trial });
    assert.deepEqual(sys.tried, [10, 20, 40, 50]);
    assert.equal(r.best, 50);
    assert.equal(r.failedAt, null);
    assert.equal(r.complete, true);
  });

  it('stops where it is when the time budget runs out, and says so', async () => {
    const sys = upTo(300);
    let budget = 3;
    const r = await largestPassing({
      start: 10,
      max: 1000,
      trial: sys.trial,
      mayContinue: () => (budget -= 1) > 0,
    });
    assert.deepEqual(sys.tried, [10, 20, 40]);
    assert.equal(r.best, 40);
    assert.equal(r.complete, false);
  });

  it('refuses counts that are not whole or out of order', async () => {
    const sys = upTo(5);
    await assert.rejects(
      largestPassing({ start: 1, min: 0, max: 5, trial: sys.trial }),
      RangeError,
    );
    await assert.rejects(
      largestPassing({ start: 1, min: 5, max: 2, trial: sys.trial }),
      RangeError,
    );
    assert.deepEqual(sys.tried, []);
  });
});
