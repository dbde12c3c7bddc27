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

  it('refuses to start in production without a strong JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/32/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(config.adminToken).toBeUndefined();
  });

  it('rejects a port that is not a positive integer', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
