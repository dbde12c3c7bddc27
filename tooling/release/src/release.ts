// docs/decisions/012-remote-releases.md › A release: `npm run release -w remote-<name>` builds the
// remote (its normal production build) and copies its dist into `<store>/<remote>/<version>/`
// with release.json and texts.json. The folder is made aside and renamed into place, and an
// existing one is never replaced: a release is immutable.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isRemoteName, type RemoteName } from '@oyna/contracts';
import {
  folderSize,
  RELEASE_RECORD,
  releaseDir,
  releaseVersion,
  type ReleaseRecord,
} from './store';

/** What the remote's build wrote into its dist (tooling/release/build-record.mjs). */
interface BuildRecordFile {
  app: string;
  contractsVersion: string;
  contractsRange: string;
  shared: ReleaseRecord['shared'];
}

export interface ReleaseOptions {
  /** The remote's package folder: package.json (name, version) and src/messages.ts. */
  appDir: string;
  store: string;
  /** A dist already built from appDir (CI's build step); default: run its `build` script. */
  dist?: string;
  commit?: string;
  by?: string;
  log?: (line: string) => void;
}

function git(cwd: string, args: string[]): string | undefined {
  const out = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim() || undefined : undefined;
}

/** Who makes a change: --by, else git's user.name, else the login name. */
export function whoIs(by: string | undefined, cwd: string): string {
  return by || git(cwd, ['config', 'user.name']) || process.env.USER || os.userInfo().username;
}

function remoteOf(packageName: string): RemoteName {
  const name = packageName.replace(/^@oyna\/remote-/, '');
  if (!isRemoteName(name)) throw new Error(`${packageName} is not a remote's package`);
  return name;
}

/** The remote's texts (docs/decisions/004), read from its src/messages.ts. */
async function readTexts(appDir: string): Promise<Record<string, { tr: string; en: string }>> {
  const file = path.join(appDir, 'src', 'messages.ts');
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const texts: Record<string, { tr: string; en: string }> = {};
  for (const value of Object.values(mod)) {
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, text] of Object.entries(value)) {
      const t = text as { tr?: unknown; en?: unknown };
      if (typeof t?.tr === 'string' && typeof t.en === 'string')
        texts[key] = { tr: t.tr, en: t.en };
    }
  }
  if (Object.keys(texts).length === 0) throw new Error(`no texts found in ${file}`);
  return texts;
}

export async function makeRelease(o: ReleaseOptions): Promise<ReleaseRecord> {
  const log = o.log ?? (() => undefined);
  const pkg = JSON.parse(fs.readFileSync(path.join(o.appDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const remote = remoteOf(pkg.name);
  const commit = o.commit ?? git(o.appDir, ['rev-parse', '--short=7', 'HEAD']);
  if (!commit) throw new Error(`no commit: ${o.appDir} is not in a git checkout (give --commit)`);
  const version = releaseVersion(pkg.version, commit);
  const target = releaseDir(o.store, remote, version);
  if (fs.existsSync(target)) {
    throw new Error(
      `${remote} ${version} is already released (${target}): releases are never overwritten`,
    );
  }

  let dist = o.dist;
  if (!dist) {
    log(`building ${pkg.name} (production)…`);
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: o.appDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error(`the build of ${pkg.name} failed`);
    dist = path.join(o.appDir, 'dist');
  }
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'oyna-build.json']) {
    if (!fs.existsSync(path.join(dist, file))) {
      throw new Error(`${dist} has no ${file}: not a production build of a remote`);
    }
  }
  const built = JSON.parse(
    fs.readFileSync(path.join(dist, 'oyna-build.json'), 'utf8'),
  ) as BuildRecordFile;
  if (built.app !== remote) throw new Error(`${dist} is a build of ${built.app}, not ${remote}`);
  const texts = await readTexts(o.appDir);

  // Made aside, then renamed into place: the edge never serves half a release, and a release of
  // the same id made at the same moment loses the rename instead of mixing files.
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(target), `.staging-${version}-`));
  try {
    fs.cpSync(dist, staging, { recursive: true });
    fs.writeFileSync(path.join(staging, 'texts.json'), `${JSON.stringify(texts, null, 2)}\n`);
    const { size, files } = folderSize(staging);
    const record: ReleaseRecord = {
      remote,
      version,
      semver: pkg.version,
      commit,
      by: whoIs(o.by, o.appDir),
      when: new Date().toISOString(),
      size,
      files,
      contracts: { version: built.contractsVersion, range: built.contractsRange },
      shared: built.shared,
      texts: { file: 'texts.json', keys: Object.keys(texts).length },
    };
    fs.writeFileSync(path.join(staging, RELEASE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
    fs.chmodSync(staging, 0o755);
    try {
      fs.renameSync(staging, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST' || code === 'ENOTEMPTY') {
        throw new Error(
          `${remote} ${version} was released meanwhile: releases are never overwritten`,
          { cause: error },
        );
      }
      throw error;
    }
    log(
      `released ${remote} ${version} → ${target} (${files} files, ${(size / 1024).toFixed(0)} KB)`,
    );
    return record;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
