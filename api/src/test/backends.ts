import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  loadConfig,
  loadTestEnvironment,
  withOverrides,
  type AppConfig,
  type ConfigOverrides,
} from '../config';
import { copyPgliteTemplate } from './pglite-template';

/**
 * Test databases. Every test file gets its own: PGlite in a fresh temp dir, or a uniquely named
 * database on the Postgres server (DATABASE_URL's server when set, else the local one at
 * 127.0.0.1:5432, which runs in every session and in CI). If that server is unreachable the
 * Postgres tests fail with a message saying so; they never pass silently.
 */
export interface TestBackend {
  name: 'pglite' | 'postgres';
  config: AppConfig;
  cleanup(): Promise<void>;
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The maintenance database on the server tests run against. */
export function postgresServerUrl(): string {
  const url = new URL(loadTestEnvironment().databaseUrl ?? LOCAL_POSTGRES);
  url.pathname = '/postgres';
  return url.toString();
}

/**
 * The tests' argon2id cost: ~2 ms a hash where the default takes ~250 ms of CPU, for the hundreds
 * of players the suites register. The hashing is the same; production refuses this cost (config.ts).
 */
export const TEST_PASSWORD_HASHING = { memoryKiB: 4096, passes: 1, lanes: 1 };

export function testConfig(overrides: ConfigOverrides = {}): AppConfig {
  return withOverrides(
    { ...loadConfig({ NODE_ENV: 'test' }), passwordHashing: TEST_PASSWORD_HASHING },
    overrides,
  );
}

export async function pgliteBackend(overrides: ConfigOverrides = {}): Promise<TestBackend> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-api-test-'));
  // A copy of the run's empty cluster, else PGlite creates one itself: the same empty database.
  copyPgliteTemplate(dataDir);
  return {
    name: 'pglite',
    config: testConfig({ databaseUrl: undefined, dataDir, ...overrides }),
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const server = postgresServerUrl();
  const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    const where = new URL(server);
    throw new Error(
      `Postgres tests need a server at ${where.host} (DATABASE_URL or 127.0.0.1:5432): ${String(error)}`,
      { cause: error },
    );
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function postgresBackend(overrides: ConfigOverrides = {}): Promise<TestBackend> {
  const name = `oyna_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await withServer((client) => client.query(`create database ${name}`));
  const url = new URL(postgresServerUrl());
  url.pathname = `/${name}`;
  return {
    name: 'postgres',
    config: testConfig({ databaseUrl: url.toString(), ...overrides }),
    async cleanup() {
      await withServer((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** For `describe.each`: the same suite on the embedded default and on real Postgres. */
export const BACKENDS: [TestBackend['name'], typeof pgliteBackend][] = [
  ['pglite', pgliteBackend],
  ['postgres', postgresBackend],
];
