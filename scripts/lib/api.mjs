// Starts the api the way production runs it (tsx, no watch) and waits for its health endpoint.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot, startProcess, waitForHttp } from './processes.mjs';

/** The api entry; OYNA_API_ENTRY points the harness at another one (e.g. a stub). */
export const apiEntry = path.resolve(repoRoot, process.env.OYNA_API_ENTRY ?? 'api/src/server.ts');

/**
 * @param {{ port: number, host?: string, env?: Record<string, string | undefined>, name?: string }} o
 */
export async function startApi({ port, host = '127.0.0.1', env = {}, name = 'api' }) {
  if (!fs.existsSync(apiEntry)) throw new Error(`api entry not found: ${apiEntry}`);
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const [command, args] = fs.existsSync(tsx) ? [tsx, [apiEntry]] : ['npx', ['tsx', apiEntry]];
  const child = startProcess(name, command, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      ...env,
      PORT: String(port),
      HOST: host,
    },
  });
  await waitForHttp(`http://${host}:${port}/api/health`, { timeoutMs: 90_000, child });
  return child;
}

/**
 * A fresh database on the server of `baseUrl` (DATABASE_URL), so that every run starts empty.
 * Returns its URL and a function that drops it.
 * @param {string} baseUrl
 * @param {string} prefix
 */
export async function createFreshDatabase(baseUrl, prefix) {
  const pg = createRequire(path.join(repoRoot, 'api', 'package.json'))('pg');
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  return { name, url: url.toString(), drop };
}
