import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readHistory, readRemotes, updateRemotes } from './config-store';

describe('the remotes config (docs/decisions/012 › The remotes config)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-remotes-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('serialises a burst of parallel changes: none is lost, history records each in order', async () => {
    const bump = (n: number) =>
      updateRemotes(dir, undefined, async (current) => {
        const before = current.casino;
        const percent = typeof before === 'object' ? (before.canary?.percent ?? 0) : 0;
        // Reading, waiting and writing: without the lock, changes made meanwhile would be lost.
        await new Promise((resolve) => setTimeout(resolve, 5 + (n % 3) * 5));
        const next = { stable: '1.0.0+a', canary: { version: '1.1.0+b', percent: percent + 1 } };
        return {
          next: { ...current, casino: next },
          history: [
            {
              at: new Date().toISOString(),
              by: `op${n}`,
              remote: 'casino' as const,
              action: 'canary' as const,
              from: before ?? null,
              to: next,
            },
          ],
          result: percent + 1,
        };
      });
    const results = await Promise.all(Array.from({ length: 12 }, (_, n) => bump(n)));
    expect([...results].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(readRemotes(dir).casino).toEqual({
      stable: '1.0.0+a',
      canary: { version: '1.1.0+b', percent: 12 },
    });
    const percents = readHistory(dir).map((h) =>
      typeof h.to === 'object' && h.to ? h.to.canary?.percent : null,
    );
    expect(percents).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // Written by rename: no temp file is left beside it, and the lock is released.
    expect(fs.readdirSync(dir).sort()).toEqual(['history.jsonl', 'remotes.json']);
  }, 30_000);

  it('starts from the seed (the shell’s built remotes.json) and writes nothing without a change', async () => {
    const seed = path.join(dir, 'seed.json');
    fs.writeFileSync(seed, JSON.stringify({ sports: '/remotes/sports/mf-manifest.json' }));
    const config = path.join(dir, 'config');
    const seen = await updateRemotes(config, seed, async (current) => ({
      next: current,
      history: [],
      result: current,
    }));
    expect(seen).toEqual({ sports: '/remotes/sports/mf-manifest.json' });
    expect(fs.existsSync(path.join(config, 'remotes.json'))).toBe(false);
  });
});
