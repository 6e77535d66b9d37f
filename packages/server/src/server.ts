/**
 * The service process: reads the configuration, builds the app, listens, and shuts down gracefully on
 * SIGTERM/SIGINT (stops accepting connections, lets running jobs finish their current text, closes the
 * store; unfinished jobs resume at the next start). `npm start` and `manglish serve` run this.
 */
import { buildSharedImagesInThread, ConfigError, VERSION } from 'manglish-nlp/service';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { startOrExplain } from './entry.js';

/**
 * Starts the service and resolves once it listens; returns a function that stops it.
 *
 * @example
 * ```ts
 * const stop = await startServer(); // listening on 0.0.0.0:8000
 * await stop();
 * ```
 */
export async function startServer(env: Readonly<Record<string, string | undefined>> = process.env): Promise<() => Promise<void>> {
  const config = loadConfig(env);
  // Every model is built once in shared memory (in a thread of its own) and the analysis threads load them
  // all as they start, so the first NLP request does not pay for loading; this thread loads none.
  const images = await buildSharedImagesInThread();
  const app = await buildApp(config, { images, warm: true });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close();
    const code = (err as { code?: string }).code;
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
      const why = code === 'EADDRINUSE' ? 'is already in use' : code === 'EACCES' ? 'may not be used by this user' : 'is not an address of this machine';
      throw new ConfigError('MANGLISH_ERR_CONFIG', `The service cannot start: PORT=${config.port} on HOST=${config.host} ${why}; set PORT (or HOST) to another value.`, { variable: 'PORT' });
    }
    throw err;
  }
  // One line for the person who started it (standard error, so standard output stays JSON for log shippers).
  if (config.logLevel !== 'silent') {
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    process.stderr.write(`manglish-nlp ${VERSION} listening on http://${host}:${config.port} — playground at /, docs at /docs\n`);
  }
  let closing: Promise<void> | undefined;
  const stop = (): Promise<void> => (closing ??= app.close().then(() => undefined));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void stop().then(() => process.exit(0));
    });
  }
  return stop;
}

/** Entry point: start, or print a clear message and exit 1 when the configuration is bad. */
export async function main(): Promise<void> {
  await startOrExplain(() => startServer());
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();
