import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { loadConfig } from '../../src/server/config.js';

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
    [{ REDIS_URL: 'redis://localhost:6379' }, /Redis back end is not part of this version/],
  ])('rejects %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
