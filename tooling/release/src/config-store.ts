// docs/decisions/012-remote-releases.md › The remotes config: the environment's remotes.json (the
// edge serves it as /remotes.json) and history.jsonl, one line per change. Every change reads,
// decides and writes under one lock file, and replaces remotes.json atomically (a temp file
// renamed over it), so two operators' commands never interleave and the edge never serves half
// a file.
import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { RemoteEntry, RemoteName, RemotesFile } from '@oyna/contracts';

export const REMOTES_FILE = 'remotes.json';
export const HISTORY_FILE = 'history.jsonl';

/** One change of the config, as history.jsonl records it. */
export interface HistoryEntry {
  at: string;
  /** Who: the staff member or machine token the back office's audit named, else `--by` (audit.ts). */
  by: string;
  remote: RemoteName;
  action: 'promote' | 'canary' | 'rollback' | 'prune';
  from: RemoteEntry | null;
  to: RemoteEntry | null;
  /** Why the smoke load was skipped (`--skip-smoke --reason …`), or what prune removed. */
  note?: string;
}

export function readRemotes(dir: string, seed?: string): RemotesFile {
  const file = path.join(dir, REMOTES_FILE);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as RemotesFile;
  // The first change starts from what the shell serves without a config (its built remotes.json).
  if (seed && fs.existsSync(seed)) return JSON.parse(fs.readFileSync(seed, 'utf8')) as RemotesFile;
  return {};
}

export function readHistory(dir: string): HistoryEntry[] {
  const file = path.join(dir, HISTORY_FILE);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as HistoryEntry);
}

function writeAtomically(file: string, text: string): void {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = fs.openSync(temp, 'w', 0o644);
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
}

/**
 * Runs `change` on the current config under the config's lock; when it returns changes, writes
 * the new remotes.json and appends their history lines before the lock is released. `change` may
 * wait (the back office's audit records the change first: audit.ts); when it throws, nothing is
 * written.
 */
export async function updateRemotes<T>(
  dir: string,
  seed: string | undefined,
  change: (
    current: RemotesFile,
  ) => Promise<{ next: RemotesFile; history: HistoryEntry[]; result: T }>,
): Promise<T> {
  fs.mkdirSync(dir, { recursive: true });
  const release = await lockfile.lock(dir, {
    lockfilePath: path.join(dir, 'remotes.lock'),
    // A held lock is waited for (another operator's command); a lock older than 30 s whose holder
    // stopped updating it is stale (its process died) and taken over.
    stale: 30_000,
    retries: { retries: 200, factor: 1.2, minTimeout: 20, maxTimeout: 250 },
  });
  try {
    const current = readRemotes(dir, seed);
    const { next, history, result } = await change(current);
    if (history.length > 0) {
      // prune records its removals but leaves the config as it was (`next` is `current`).
      if (next !== current) {
        writeAtomically(path.join(dir, REMOTES_FILE), `${JSON.stringify(next, null, 2)}\n`);
      }
      fs.appendFileSync(
        path.join(dir, HISTORY_FILE),
        history.map((h) => `${JSON.stringify(h)}\n`).join(''),
      );
    }
    return result;
  } finally {
    await release();
  }
}
