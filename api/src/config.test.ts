import path from 'node:path';
import { loadConfig } from './config';

describe('config', () => {
  it('gives safe development defaults: PGlite under <repo>/.data, port 4000 on loopback', () => {
    const config = loadConfig({});
    expect(config.nodeEnv).toBe('development');
    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve(__dirname, '..', '..', '.data', 'pglite'));
    expect(config.jwtSecret.length).toBeGreaterThan(20);
  });

  it('honours DATABASE_URL, OYNA_DATA_DIR, PORT and HOST', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/oyna',
      OYNA_DATA_DIR: '/tmp/elsewhere',
      PORT: '4100',
      HOST: '0.0.0.0',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/oyna');
    expect(config.dataDir).toBe('/tmp/elsewhere');
    expect(config.port).toBe(4100);
    expect(config.host).toBe('0.0.0.0');
    expect(config.redisUrl).toBe('redis://cache:6379');
  });

  it('runs jobs through pg-boss on Postgres and in-process on the embedded database', () => {
    expect(loadConfig({}).cluster.jobQueue).toBe('in-process');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/oyna' }).cluster.jobQueue).toBe('pg-boss');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db/oyna', JOB_QUEUE: 'in-process' }).cluster
        .jobQueue,
    ).toBe('in-process');
    expect(() => loadConfig({ JOB_QUEUE: 'pg-boss' })).toThrow(/needs DATABASE_URL/);
    expect(() => loadConfig({ JOB_QUEUE: 'cron' })).toThrow(/JOB_QUEUE must be/);
  });

  it('refuses to start in production without a strong JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/32/);
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      GAME_PROVIDER_SECRET: 'g'.repeat(32),
      PAYMENT_GATEWAY_SECRET: 'p'.repeat(32),
    });
    expect(config.adminToken).toBeUndefined();
  });

  it('refuses to start in production without a strong PAYMENT_GATEWAY_SECRET', () => {
    const base = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      GAME_PROVIDER_SECRET: 'g'.repeat(32),
    };
    expect(() => loadConfig(base)).toThrow(/PAYMENT_GATEWAY_SECRET/);
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY_SECRET: 'short' })).toThrow(/32/);
    expect(loadConfig({ ...base, PAYMENT_GATEWAY_SECRET: 'p'.repeat(32) }).payments).toMatchObject({
      gatewaySecret: 'p'.repeat(32),
      sessionTtlSeconds: 1800,
      callbackToleranceSeconds: 300,
    });
  });

  it('refuses to start in production without a strong GAME_PROVIDER_SECRET', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(base)).toThrow(/GAME_PROVIDER_SECRET/);
    expect(() => loadConfig({ ...base, GAME_PROVIDER_SECRET: 'short' })).toThrow(/32/);
  });

  it('hashes passwords at argon2id defaults unless PASSWORD_HASH_* say otherwise, never below OWASP in production', () => {
    expect(loadConfig({}).passwordHashing).toEqual({ memoryKiB: 65_536, passes: 3, lanes: 4 });
    const cheap = {
      PASSWORD_HASH_MEMORY_KIB: '4096',
      PASSWORD_HASH_PASSES: '1',
      PASSWORD_HASH_LANES: '1',
    };
    expect(loadConfig(cheap).passwordHashing).toEqual({ memoryKiB: 4096, passes: 1, lanes: 1 });
    expect(() => loadConfig({ PASSWORD_HASH_PASSES: '0' })).toThrow(/PASSWORD_HASH_PASSES/);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      GAME_PROVIDER_SECRET: 'g'.repeat(32),
      PAYMENT_GATEWAY_SECRET: 'p'.repeat(32),
    };
    expect(() => loadConfig({ ...production, ...cheap })).toThrow(/19456 and 2/);
    expect(
      loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_PASSES: '2' })
        .passwordHashing,
    ).toEqual({ memoryKiB: 19_456, passes: 2, lanes: 4 });
  });

  it('gives the games a development secret, the built-in provider and stake limits', () => {
    const { games } = loadConfig({});
    expect(games.providerSecret.length).toBeGreaterThan(20);
    expect(games.providerUrl).toBeUndefined();
    expect(games.walletUrl).toBeUndefined();
    expect(games.publicUrl).toBe('');
    expect([games.minStakeMinor, games.maxStakeMinor, games.crashCapX100]).toEqual([
      100, 100_000, 100_000,
    ]);
    const custom = loadConfig({
      GAME_PROVIDER_URL: 'https://games.example/',
      GAME_CRASH_CAP: '500',
      GAME_FRAME_ANCESTORS: 'https://a.example  https://b.example',
    }).games;
    expect(custom.providerUrl).toBe('https://games.example');
    expect(custom.crashCapX100).toBe(50_000);
    expect(custom.frameAncestors).toEqual(['https://a.example', 'https://b.example']);
    expect(() => loadConfig({ GAME_MIN_STAKE_MINOR: '500', GAME_MAX_STAKE_MINOR: '100' })).toThrow(
      /GAME_MIN_STAKE_MINOR/,
    );
  });

  it('counts field data unless FIELD_DATA=off, and refuses another word', () => {
    expect(loadConfig({}).fieldData).toBe(true);
    expect(loadConfig({ FIELD_DATA: 'on' }).fieldData).toBe(true);
    expect(loadConfig({ FIELD_DATA: ' OFF ' }).fieldData).toBe(false);
    expect(() => loadConfig({ FIELD_DATA: 'no' })).toThrow('FIELD_DATA must be on or off');
  });

  it('rejects a port that is not a positive integer', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('SHUTDOWN_DELAY_MS and SHUTDOWN_GRACE_MS (docs/ops.md › Health and shutdown)', () => {
  it('waits nothing before closing unless set, and grants 10 s to drain', () => {
    const { cluster } = loadConfig({});
    expect(cluster.shutdownDelayMs).toBe(0);
    expect(cluster.shutdownGraceMs).toBe(10_000);
  });

  it('takes 0 or a positive integer for the delay', () => {
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '0' }).cluster.shutdownDelayMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '5000' }).cluster.shutdownDelayMs).toBe(5000);
  });

  it.each(['-1', '1.5', 'soon'])('refuses SHUTDOWN_DELAY_MS=%s', (value) => {
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: value })).toThrow(/SHUTDOWN_DELAY_MS/);
  });
});
