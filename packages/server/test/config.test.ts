import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors.js';
import { loadConfig } from '../src/config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8000, host: '0.0.0.0', rateLimitMax: 100, rateLimitWindowSeconds: 60, wsRateLimitPerSecond: 10, activeLearning: true, callbackAllowPrivate: false, logLevel: 'info' });
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('reads values from the environment', () => {
    const c = loadConfig({ PORT: '8080', ACTIVE_LEARNING: 'off', CALLBACK_ALLOW_PRIVATE: 'true', ADMIN_TOKEN: 'x', LOG_LEVEL: 'warn' });
    expect(c).toMatchObject({ port: 8080, activeLearning: false, callbackAllowPrivate: true, adminToken: 'x', logLevel: 'warn' });
  });

  it.each([
    [{ PORT: 'lapan ribu' }, /PORT must be a whole number/],
    [{ RATE_LIMIT_MAX: '0' }, /RATE_LIMIT_MAX/],
    [{ ACTIVE_LEARNING: 'maybe' }, /ACTIVE_LEARNING must be one of/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ CALLBACK_ATTEMPTS: '2' }, /CALLBACK_ATTEMPTS/],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL must be a URL like redis:\/\/host:6379, but its scheme is "localhost"/],
    [{ REDIS_URL: 'redis//localhost' }, /REDIS_URL must be a URL like redis:\/\/host:6379, but is not a URL/],
    [{ DATABASE_URL: 'mysql://u:rahsia@db/manglish' }, /DATABASE_URL must be a URL like postgres:/],
    [{ DATABASE_URL: 'postgres://u:rahsia@[db/manglish' }, /DATABASE_URL must be a URL/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE/],
  ])('rejects %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('accepts Redis and PostgreSQL URLs, and never repeats a password in a message', () => {
    const config = loadConfig({ REDIS_URL: 'rediss://:rahsia@cache.example.com:6380/2', DATABASE_URL: 'postgresql://manglish:rahsia@db.example.com/manglish' });
    expect(config.redisUrl).toBe('rediss://:rahsia@cache.example.com:6380/2');
    expect(config.databaseUrl).toBe('postgresql://manglish:rahsia@db.example.com/manglish');
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:rahsia@[db/x' })).not.toThrow(/rahsia/);
  });
});
