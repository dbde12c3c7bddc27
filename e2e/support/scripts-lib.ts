import path from 'node:path';

/**
 * The stack helpers of scripts/lib (api.mjs, nginx.mjs, processes.mjs), as the specs that start
 * servers of their own use them: plain JS modules loaded at run time, typed here.
 */
export interface Child {
  exited: Promise<unknown>;
}

export interface ScriptsLib {
  /** The front-end apps and their folders (shell, remote-sports, …). */
  FRONTENDS: readonly { app: string; folder: string }[];
  startApi(o: { port: number; env: Record<string, string> }): Promise<Child>;
  prepareNginx(o: {
    edgeListen: string;
    apiUpstreams: string[];
    /** Serve `<distBase>/<app folder>/dist` instead of the repository's dists. */
    distBase?: string;
  }): Promise<{ workDir: string }>;
  startNginx(prepared: { workDir: string }, edgeUrl: string): Promise<Child>;
  stopNginx(child: Child, workDir: string): Promise<void>;
  stopProcess(child: Child, signal?: string, graceMs?: number): Promise<void>;
  setChildOutput(stream: NodeJS.WritableStream): void;
  freePort(host?: string): Promise<number>;
}

export const repoRoot = path.resolve(__dirname, '..', '..');

export async function loadScriptsLib(): Promise<ScriptsLib> {
  const files = ['api.mjs', 'nginx.mjs', 'processes.mjs', 'ports.mjs'].map((f) =>
    path.join(repoRoot, 'scripts', 'lib', f),
  );
  const modules = (await Promise.all(files.map((f) => import(f)))) as Partial<ScriptsLib>[];
  return Object.assign({}, ...modules) as ScriptsLib;
}
