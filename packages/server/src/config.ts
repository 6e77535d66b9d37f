/**
 * Service configuration from the environment, validated once at start-up into a frozen object. Every
 * variable, its default and its meaning are listed in the README.
 */
import { availableParallelism } from 'node:os';
import { ConfigError } from 'manglish-nlp/service';

/** The service's configuration. */
export interface ServiceConfig {
  /** `PORT` (default 8000). */
  readonly port: number;
  /** `HOST` (default `0.0.0.0`). */
  readonly host: string;
  /** `RATE_LIMIT_MAX` requests per window per client IP (default 100). */
  readonly rateLimitMax: number;
  /** `RATE_LIMIT_WINDOW_SECONDS` (default 60). */
  readonly rateLimitWindowSeconds: number;
  /** `WS_RATE_LIMIT_PER_SECOND` messages per WebSocket connection (default 10). */
  readonly wsRateLimitPerSecond: number;
  /** `WS_PING_INTERVAL_SECONDS` between WebSocket ping frames (default 30). */
  readonly wsPingIntervalSeconds: number;
  /** `MANGLISH_DB`: the SQLite file (default `./data/manglish.sqlite`; `:memory:` for none). */
  readonly db: string;
  /** `REDIS_URL` (`redis://…`): jobs go to BullMQ for `manglish worker` processes, rate limits are counted in Redis. */
  readonly redisUrl: string | undefined;
  /** `DATABASE_URL` (`postgres://…`): jobs, results, callbacks, feedback and predictions in PostgreSQL instead of SQLite. */
  readonly databaseUrl: string | undefined;
  /** `DATABASE_POOL_SIZE`: connections to PostgreSQL per process (default 10). */
  readonly databasePoolSize: number;
  /** `JOB_STALLED_SECONDS`: a job whose worker died is taken up by another after about this (default 30). */
  readonly jobStalledSeconds: number;
  /** `CALLBACK_SECRET`: HMAC-SHA256 key for `X-Manglish-Signature` (unsigned when unset). */
  readonly callbackSecret: string | undefined;
  /** `CALLBACK_ALLOW_PRIVATE`: allow callbacks to private, loopback and link-local addresses (default false). */
  readonly callbackAllowPrivate: boolean;
  /** `CALLBACK_TIMEOUT_MS` per delivery attempt (default 5000). */
  readonly callbackTimeoutMs: number;
  /** `CALLBACK_ATTEMPTS` delivery attempts before giving up (default 4, at least 3). */
  readonly callbackAttempts: number;
  /** `ACTIVE_LEARNING`: record served predictions' probabilities (`on`/`off`, default `on`). */
  readonly activeLearning: boolean;
  /** `ADMIN_TOKEN`: when set, required as a Bearer token by /feedback/stats and /active-learning/uncertain. */
  readonly adminToken: string | undefined;
  /** `LOG_LEVEL` (default `info`). */
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** `JOB_RETENTION_HOURS`: finished jobs and their results are pruned after this (default 24). */
  readonly jobRetentionHours: number;
  /** `JOB_WORKERS`: asynchronous jobs processed at once (default 2). */
  readonly jobWorkers: number;
  /** `BODY_LIMIT_BYTES`: largest accepted request body (default 1 MiB). */
  readonly bodyLimitBytes: number;
  /** `SHUTDOWN_GRACE_SECONDS`: how long shutdown waits for running jobs (default 10). */
  readonly shutdownGraceSeconds: number;
  /** `JOB_THROTTLE_MS`: pause after each text of an asynchronous job, to favour interactive requests (default 0). */
  readonly jobThrottleMs: number;
  /** `ANALYSIS_THREADS`: analysis threads (default: the machine's available parallelism). */
  readonly analysisThreads: number;
  /** `ANALYSIS_QUEUE_MAX`: most texts waiting for an analysis thread; more get 503 `MANGLISH_ERR_BUSY` (default 128). */
  readonly analysisQueueMax: number;
  /** `ANALYSIS_TIMEOUT_MS`: deadline of one request's analysis; past it 503 `MANGLISH_ERR_TIMEOUT` (default 30000). */
  readonly analysisTimeoutMs: number;
  /** `CALLBACK_CONCURRENCY`: callback deliveries in flight at once (default 8). */
  readonly callbackConcurrency: number;
  /** `REQUEST_TIMEOUT_SECONDS`: a request must arrive whole (headers and body) within this (default 30). */
  readonly requestTimeoutSeconds: number;
  /** `IDLE_TIMEOUT_SECONDS`: an idle keep-alive connection is closed after this (default 5). */
  readonly idleTimeoutSeconds: number;
  /** `MAX_CONNECTIONS_PER_CLIENT`: connections one client address may hold (default 256). */
  readonly maxConnectionsPerClient: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads and validates the configuration; raises `ConfigError` naming every bad variable.
 *
 * @example
 * ```ts
 * loadConfig({ PORT: '8080', ACTIVE_LEARNING: 'off' }).port; // 8080
 * loadConfig({ PORT: 'lapan ribu' }); // throws ConfigError: PORT must be a whole number from 0 to 65535
 * ```
 */
export function loadConfig(env: Env = process.env): ServiceConfig {
  const problems: string[] = [];
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, but is "${raw}"`);
      return fallback;
    }
    return n;
  };
  const bool = (name: string, fallback: boolean, yes: string[], no: string[]): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (raw === undefined || raw === '') return fallback;
    if (yes.includes(raw)) return true;
    if (no.includes(raw)) return false;
    problems.push(`${name} must be one of ${[...yes, ...no].join(', ')}, but is "${env[name]}"`);
    return fallback;
  };
  const text = (name: string): string | undefined => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };
  const logLevel = (text('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, but is "${env.LOG_LEVEL}"`);
  const redisUrl = text('REDIS_URL');
  const databaseUrl = text('DATABASE_URL');
  const urlProblem = (name: string, value: string | undefined, protocols: readonly string[], example: string): void => {
    if (value === undefined) return;
    let protocol: string;
    try {
      protocol = new URL(value).protocol;
    } catch {
      problems.push(`${name} must be a URL like ${example}, but is not a URL`);
      return;
    }
    if (!protocols.includes(protocol)) problems.push(`${name} must be a URL like ${example}, but its scheme is "${protocol.replace(/:$/, '')}"`);
  };
  urlProblem('REDIS_URL', redisUrl, ['redis:', 'rediss:'], 'redis://host:6379');
  urlProblem('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/manglish');
  const config: ServiceConfig = {
    port: int('PORT', 8000, 0, 65535),
    host: text('HOST') ?? '0.0.0.0',
    rateLimitMax: int('RATE_LIMIT_MAX', 100, 1, 10_000_000),
    rateLimitWindowSeconds: int('RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
    wsRateLimitPerSecond: int('WS_RATE_LIMIT_PER_SECOND', 10, 1, 10_000),
    wsPingIntervalSeconds: int('WS_PING_INTERVAL_SECONDS', 30, 1, 3600),
    db: text('MANGLISH_DB') ?? './data/manglish.sqlite',
    redisUrl,
    databaseUrl,
    databasePoolSize: int('DATABASE_POOL_SIZE', 10, 1, 1000),
    jobStalledSeconds: int('JOB_STALLED_SECONDS', 30, 1, 3600),
    callbackSecret: text('CALLBACK_SECRET'),
    callbackAllowPrivate: bool('CALLBACK_ALLOW_PRIVATE', false, ['true', '1', 'yes', 'on'], ['false', '0', 'no', 'off']),
    callbackTimeoutMs: int('CALLBACK_TIMEOUT_MS', 5000, 100, 120_000),
    callbackAttempts: int('CALLBACK_ATTEMPTS', 4, 3, 20),
    activeLearning: bool('ACTIVE_LEARNING', true, ['on', 'true', '1', 'yes'], ['off', 'false', '0', 'no']),
    adminToken: text('ADMIN_TOKEN'),
    logLevel: logLevel as ServiceConfig['logLevel'],
    jobRetentionHours: int('JOB_RETENTION_HOURS', 24, 1, 24 * 365),
    jobWorkers: int('JOB_WORKERS', 2, 1, 64),
    bodyLimitBytes: int('BODY_LIMIT_BYTES', 1024 * 1024, 1024, 100 * 1024 * 1024),
    shutdownGraceSeconds: int('SHUTDOWN_GRACE_SECONDS', 10, 0, 600),
    jobThrottleMs: int('JOB_THROTTLE_MS', 0, 0, 60_000),
    analysisThreads: int('ANALYSIS_THREADS', availableParallelism(), 1, 256),
    analysisQueueMax: int('ANALYSIS_QUEUE_MAX', 128, 0, 100_000),
    analysisTimeoutMs: int('ANALYSIS_TIMEOUT_MS', 30_000, 100, 3_600_000),
    callbackConcurrency: int('CALLBACK_CONCURRENCY', 8, 1, 256),
    requestTimeoutSeconds: int('REQUEST_TIMEOUT_SECONDS', 30, 1, 3600),
    idleTimeoutSeconds: int('IDLE_TIMEOUT_SECONDS', 5, 1, 3600),
    maxConnectionsPerClient: int('MAX_CONNECTIONS_PER_CLIENT', 256, 1, 100_000),
  };
  if (problems.length > 0) {
    throw new ConfigError('MANGLISH_ERR_CONFIG', `The service cannot start: ${problems.join('; ')}.`, { problems });
  }
  return Object.freeze(config);
}
