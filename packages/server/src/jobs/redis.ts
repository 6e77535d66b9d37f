/**
 * Connections to Redis (`REDIS_URL`), one kind per use: the rate limiter's fails fast while Redis is down
 * (a request is answered, not held); the job queue's holds a command until Redis is back, and its callers
 * check that Redis is up first and bound their wait (BullMQ needs the connection to accept commands
 * before it is up); a worker's waits and retries (BullMQ requires it). Every connection reconnects by
 * itself, with back-off, for as long as it takes, and reports an outage once rather than on every attempt.
 */
import { Redis, type RedisOptions } from 'ioredis';

/** What a connection reports through. */
export interface RedisLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/** Who uses the connection. */
export type RedisUse = 'queue' | 'worker' | 'rate-limit';

const OPTIONS: Record<RedisUse, RedisOptions> = {
  queue: { maxRetriesPerRequest: 1, connectTimeout: 2000 },
  'rate-limit': { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 500, commandTimeout: 500 },
  worker: { maxRetriesPerRequest: null, connectTimeout: 2000 },
};

/**
 * Opens a connection to the Redis at `url` for `use`.
 *
 * @example
 * ```ts
 * const redis = redisConnection('redis://127.0.0.1:6379', 'rate-limit', log);
 * redis.status; // 'connecting', then 'ready'
 * ```
 */
export function redisConnection(url: string, use: RedisUse, log: RedisLog): Redis {
  const client = new Redis(url, {
    ...OPTIONS[use],
    // Reconnect for ever: quickly at first, then every 2 s.
    retryStrategy: (times) => Math.min(2000, 50 * 2 ** Math.min(times, 6)),
  });
  let down = false;
  client.on('error', (err: Error & { code?: string }) => {
    if (down) return;
    down = true;
    log.warn({ use, reason: err.code ?? err.message }, 'Redis cannot be reached; reconnecting');
  });
  client.on('ready', () => {
    if (down) log.info({ use }, 'Redis reachable again');
    down = false;
  });
  return client;
}
