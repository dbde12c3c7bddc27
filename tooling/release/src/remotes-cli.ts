#!/usr/bin/env node
// `npm run remotes -- <command>`: the release CLI over this environment's remotes config
// (docs/ops.md › Remote releases, docs/decisions/012-remote-releases.md).
//
//   list                                    every remote's channel and its releases in the store
//   promote <remote> <version>              stable ← version, previous ← old stable (gate first)
//   canary <remote> <version> <percent>%    a share of visitors load it (gate first); 0% ends it
//   rollback <remote>                       previous becomes stable again
//   history <remote>                        every change: when, who, from, to
//   prune [--keep N]                        removes all but the N newest releases of each remote
//                                           (RELEASES_KEEP, default 5), never one the config uses
//   export --configmap [--name oyna-remotes]  remotes.json as a Kubernetes ConfigMap
//
// A version is a release id (1.1.0+3f2a9c1), or its bare semver when one release has it.
// Options: --edge URL (the live edge the gate reads the shell from and smoke-loads through;
// default OYNA_EDGE_URL, else http://127.0.0.1:8088), --by NAME (who, without a back office),
// --skip-smoke --reason TEXT,
// --smoke-path /path, --smoke-state FILE (a Playwright storage state with a player's session, for
// the account and payments pages, which need a login). Environment: OYNA_RELEASES_DIR (default <repo>/.data/releases),
// OYNA_REMOTES_CONFIG (default <repo>/.data/remotes), CHROMIUM_PATH (default /usr/bin/chromium),
// OYNA_API_URL and OYNA_STAFF_TOKEN (the back office's audit, which records every change first
// and names who made it: audit.ts; unset, history.jsonl is the only record).
// Exit: 0 done, 1 a usage or state error, 2 refused by the gate (the reason in one line),
// 3 the audit did not record the change (so nothing was changed).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  isRemoteName,
  REMOTE_NAMES,
  releaseManifestUrl,
  type RemoteChannel,
  type RemoteName,
  type RemotesFile,
} from '@oyna/contracts';
import { AuditRefusal, auditTarget, recordInAudit, remoteChange, type AuditTarget } from './audit';
import * as channels from './channels';
import { readHistory, readRemotes, updateRemotes, type HistoryEntry } from './config-store';
import { fetchShellRecord, GateRefusal, incompatibilities, smokeLoad } from './gate';
import { whoIs } from './release';
import { listReleases, releaseDir, resolveRelease, type ReleaseRecord } from './store';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const store = path.resolve(
  process.env.OYNA_RELEASES_DIR || path.join(repoRoot, '.data', 'releases'),
);
const configDir = path.resolve(
  process.env.OYNA_REMOTES_CONFIG || path.join(repoRoot, '.data', 'remotes'),
);
/** What the shell serves when the environment has no config of its own. */
const seed = path.join(repoRoot, 'shell', 'public', 'remotes.json');

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    edge: { type: 'string' },
    by: { type: 'string' },
    'skip-smoke': { type: 'boolean', default: false },
    reason: { type: 'string' },
    'smoke-path': { type: 'string' },
    'smoke-state': { type: 'string' },
    keep: { type: 'string' },
    configmap: { type: 'boolean', default: false },
    name: { type: 'string', default: 'oyna-remotes' },
  },
});

class UsageError extends Error {}

const edge = opts.edge || process.env.OYNA_EDGE_URL || 'http://127.0.0.1:8088';
/** The back office's audit, when this environment has one (read in main: it may refuse). */
let audit: AuditTarget | null = null;
/** Who the last change was recorded under (printed once at the end). */
let recordedBy: string | undefined;

function remoteArg(value: string | undefined): RemoteName {
  if (!value || !isRemoteName(value)) {
    throw new UsageError(`name a remote: ${REMOTE_NAMES.join(', ')}`);
  }
  return value;
}

/** The gate (docs/decisions/012 › The gate): compatibility with the live shell, then a smoke load. */
async function gate(release: ReleaseRecord, entry: RemotesFile[RemoteName]): Promise<string> {
  const shell = await fetchShellRecord(edge);
  const reasons = incompatibilities(release, shell);
  if (reasons.length)
    throw new GateRefusal(`${release.remote} ${release.version}: ${reasons.join('; ')}`);
  if (opts['skip-smoke']) {
    if (!opts.reason?.trim()) throw new UsageError('--skip-smoke needs --reason "why"');
    return `compatible with shell contracts ${shell.contractsVersion}; smoke load skipped: ${opts.reason.trim()}`;
  }
  const base = typeof entry === 'object' ? entry.base : undefined;
  await smokeLoad({
    edge,
    remote: release.remote,
    version: release.version,
    manifestUrl: releaseManifestUrl(release.remote, release.version, base),
    chromiumPath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    ...(opts['smoke-path'] ? { path: opts['smoke-path'] } : {}),
    ...(opts['smoke-state'] ? { storageState: opts['smoke-state'] } : {}),
  });
  return `compatible with shell contracts ${shell.contractsVersion}; smoke load ready`;
}

/**
 * A change's history line, once it is recorded: under the config's lock, the back office's audit
 * takes it first and names who made it (audit.ts; AuditRefusal when it does not, and the caller
 * writes nothing); without a back office, `--by` (else git's user.name, else $USER) is who.
 */
async function recorded(
  remote: RemoteName,
  action: HistoryEntry['action'],
  from: RemotesFile[RemoteName],
  to: RemotesFile[RemoteName],
  note?: string,
): Promise<HistoryEntry> {
  const change = remoteChange(remote, action, from, to, note);
  const by = audit ? (await recordInAudit(audit, change)).actor : whoIs(opts.by, repoRoot);
  recordedBy = by;
  return {
    at: new Date().toISOString(),
    by,
    remote,
    action,
    from: change.before,
    to: change.after,
    ...(note ? { note } : {}),
  };
}

/** promote / canary: resolve the release, run the gate, then change the config under its lock. */
async function switchTo(
  action: 'promote' | 'canary',
  remote: RemoteName,
  given: string | undefined,
  percent?: number,
): Promise<void> {
  if (!given)
    throw new UsageError(`${action} <remote> <version>${action === 'canary' ? ' <percent>%' : ''}`);
  const release = resolveRelease(store, remote, given);
  const before = readRemotes(configDir, seed)[remote];
  // Checked before the gate so that an impossible command does not wait for a browser.
  const apply = (entry: RemotesFile[RemoteName]): RemoteChannel =>
    action === 'promote'
      ? channels.promote(entry, release.version)
      : channels.canary(entry, release.version, percent ?? 0);
  apply(before);
  const note = action === 'canary' && percent === 0 ? 'canary ended' : await gate(release, before);
  const after = await updateRemotes(configDir, seed, async (current) => {
    const next = apply(current[remote]);
    return {
      next: { ...current, [remote]: next },
      history: [await recorded(remote, action, current[remote], next, note)],
      result: next,
    };
  });
  console.log(`${remote}: ${channels.describeEntry(after)} (${note})`);
}

/** The commands that change the config or the store (recorded: audit, history). */
const CHANGES = new Set(['promote', 'canary', 'rollback', 'prune']);

async function main(): Promise<void> {
  const [command, ...args] = positionals;
  if (command && CHANGES.has(command)) {
    audit = auditTarget(process.env);
    try {
      await run(command, args);
    } finally {
      if (recordedBy !== undefined) console.log(recordNotice(recordedBy));
    }
    return;
  }
  await run(command, args);
}

/** Where the command's changes were recorded, said once. */
function recordNotice(by: string): string {
  if (!audit) {
    return "note: OYNA_API_URL is not set, so this change is recorded in history.jsonl only (not in the back office's audit)";
  }
  const ignored = opts.by ? ` (--by ${opts.by} is ignored: the token says who)` : '';
  return `recorded in the back office's audit at ${audit.url} and in history.jsonl as ${by}${ignored}`;
}

async function run(command: string | undefined, args: string[]): Promise<void> {
  switch (command) {
    case 'list': {
      const config = readRemotes(configDir, seed);
      console.log(`remotes config ${configDir}\nrelease store ${store}`);
      for (const remote of REMOTE_NAMES) {
        const entry = config[remote];
        console.log(`\n${remote}: ${channels.describeEntry(entry)}`);
        const pinned = channels.pinnedVersions(entry);
        for (const r of listReleases(store, remote)) {
          const mark = pinned.has(r.version) ? '*' : ' ';
          console.log(
            `  ${mark} ${r.version.padEnd(20)} ${r.when}  by ${r.by}  contracts ${r.contracts.version}  ${(r.size / 1024).toFixed(0)} KB`,
          );
        }
      }
      return;
    }
    case 'promote':
      return switchTo('promote', remoteArg(args[0]), args[1]);
    case 'canary': {
      const match = /^(\d{1,3})%?$/.exec(args[2] ?? '');
      if (!match)
        throw new UsageError('canary <remote> <version> <percent>%, e.g. canary casino 1.5.0 10%');
      return switchTo('canary', remoteArg(args[0]), args[1], Number(match[1]));
    }
    case 'rollback': {
      const remote = remoteArg(args[0]);
      const after = await updateRemotes(configDir, seed, async (current) => {
        const next = channels.rollback(current[remote]);
        return {
          next: { ...current, [remote]: next },
          history: [await recorded(remote, 'rollback', current[remote], next)],
          result: next,
        };
      });
      console.log(`${remote}: ${channels.describeEntry(after)}`);
      return;
    }
    case 'history': {
      const remote = remoteArg(args[0]);
      for (const h of readHistory(configDir).filter((line) => line.remote === remote)) {
        const show = (e: HistoryEntry['from']) => (e === null ? 'none' : channels.describeEntry(e));
        console.log(
          `${h.at}  ${h.action.padEnd(8)} by ${h.by}\n    from ${show(h.from)}\n    to   ${show(h.to)}${h.note ? `\n    ${h.note}` : ''}`,
        );
      }
      return;
    }
    case 'prune': {
      const keep = Number(opts.keep ?? process.env.RELEASES_KEEP ?? 5);
      if (!Number.isInteger(keep) || keep < 1) throw new UsageError('--keep is a whole number ≥ 1');
      // Under the config's lock: a promote cannot pin a release while it is being removed. Each
      // remote's removal is recorded (audit, then history) before its folders go; when the audit
      // refuses one, the remotes already recorded stay pruned and the rest are left as they are.
      const { gone, refused } = await updateRemotes(configDir, seed, async (current) => {
        const done: string[] = [];
        const history: HistoryEntry[] = [];
        try {
          for (const remote of REMOTE_NAMES) {
            const newestFirst = listReleases(store, remote).map((r) => r.version);
            const pinned = channels.pinnedVersions(current[remote]);
            const versions = channels.releasesToPrune(newestFirst, pinned, keep);
            if (versions.length === 0) continue;
            const entry = current[remote];
            history.push(
              await recorded(remote, 'prune', entry, entry, `removed ${versions.join(', ')}`),
            );
            for (const version of versions) {
              fs.rmSync(releaseDir(store, remote, version), { recursive: true, force: true });
              done.push(`${remote} ${version}`);
            }
          }
        } catch (error) {
          return { next: current, history, result: { gone: done, refused: error } };
        }
        return { next: current, history, result: { gone: done, refused: undefined } };
      });
      if (gone.length) console.log(`removed ${gone.join(', ')}`);
      if (refused) throw refused;
      if (!gone.length) console.log('nothing to remove');
      return;
    }
    case 'export': {
      if (!opts.configmap) throw new UsageError('export --configmap [--name oyna-remotes]');
      const json = JSON.stringify(readRemotes(configDir, seed), null, 2);
      // The history goes with it (mounted beside remotes.json, never served): the next change
      // made from this ConfigMap appends to it.
      const historyFile = path.join(configDir, 'history.jsonl');
      const history = fs.existsSync(historyFile)
        ? fs.readFileSync(historyFile, 'utf8').trimEnd()
        : '';
      console.log(
        [
          '# The remotes config as a ConfigMap (deploy/k8s/base/static.yaml mounts it as a directory;',
          '# kubectl apply -f - reaches the static pods within the kubelet sync, no restart).',
          'apiVersion: v1',
          'kind: ConfigMap',
          'metadata:',
          `  name: ${opts.name}`,
          '  labels:',
          '    app.kubernetes.io/name: oyna-static',
          '    app.kubernetes.io/part-of: oyna',
          'data:',
          '  remotes.json: |',
          ...json.split('\n').map((line) => `    ${line}`),
          ...(history
            ? ['  history.jsonl: |', ...history.split('\n').map((line) => `    ${line}`)]
            : []),
        ].join('\n'),
      );
      return;
    }
    default:
      throw new UsageError(
        'usage: npm run remotes -- list | promote <remote> <version> | canary <remote> <version> <percent>% | rollback <remote> | history <remote> | prune | export --configmap',
      );
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof GateRefusal) {
    console.error(`refused: ${message.replace(/\s+/g, ' ')}`);
    process.exit(2);
  }
  if (error instanceof AuditRefusal) {
    console.error(message);
    process.exit(3);
  }
  console.error(message);
  process.exit(1);
});
