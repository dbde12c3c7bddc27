import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './scripts-lib';

type RemoteApp = 'sports' | 'casino' | 'account' | 'payments';

/** Replaces text in a copied source file; an edit that changes nothing fails the build. */
export type Edit = (file: string, change: (text: string) => string) => void;

export interface VariantOptions {
  remote: RemoteApp;
  /** Folder name under e2e/.fixtures/ (git-ignored). */
  name: string;
  /** Changes to the remote's copied src/ (paths relative to it). */
  edit?: (edit: Edit) => void;
  /** Build against a copy of @oyna/contracts at this version, changed by `editContracts`. */
  contracts?: { version: string; edit?: (edit: Edit) => void };
}

function editor(dir: string): Edit {
  return (file, change) => {
    const full = path.join(dir, file);
    const before = fs.readFileSync(full, 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`variant edit changed nothing in ${full}`);
    fs.writeFileSync(full, after);
  };
}

/**
 * A real build of a remote from a copy of its src/ with some edits, through the remote's own
 * build pipeline (tooling/rspack-app.mjs, production mode), optionally against a copy of the
 * contracts at another version — what a remote team ships. Returns the variant's dist/.
 */
export function buildRemoteVariant({ remote, name, edit, contracts }: VariantOptions): string {
  const root = path.join(repoRoot, 'e2e', '.fixtures', name);
  fs.rmSync(root, { recursive: true, force: true });
  const app = path.join(root, `remote-${remote}`);
  fs.cpSync(path.join(repoRoot, `remote-${remote}`, 'src'), path.join(app, 'src'), {
    recursive: true,
  });
  edit?.(editor(path.join(app, 'src')));

  let contractsDir: string | undefined;
  if (contracts) {
    contractsDir = path.join(root, 'contracts');
    fs.cpSync(path.join(repoRoot, 'shared-contracts', 'src'), path.join(contractsDir, 'src'), {
      recursive: true,
    });
    const pkg = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'shared-contracts', 'package.json'), 'utf8'),
    ) as { version: string };
    pkg.version = contracts.version;
    fs.writeFileSync(path.join(contractsDir, 'package.json'), JSON.stringify(pkg, null, 2));
    const edits = editor(path.join(contractsDir, 'src'));
    edits('version.ts', (t) =>
      t.replace(/CONTRACTS_VERSION = '[^']+'/, `CONTRACTS_VERSION = '${contracts.version}'`),
    );
    contracts.edit?.(edits);
  }

  const config = path.join(root, 'rspack.config.mjs');
  const tooling = pathToFileURL(path.join(repoRoot, 'tooling', 'rspack-app.mjs')).href;
  fs.writeFileSync(
    config,
    `import { createAppConfig } from ${JSON.stringify(tooling)};\n` +
      `export default createAppConfig(${JSON.stringify({ dir: app, app: remote, contractsDir })});\n`,
  );
  const dist = path.join(root, 'dist');
  const build = spawnSync(
    path.join(repoRoot, 'node_modules', '.bin', 'rspack'),
    ['build', '-c', config],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', OYNA_OUT_DIR: dist },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) {
    throw new Error(`variant build ${name} failed:\n${build.stdout}${build.stderr}`);
  }
  return dist;
}
