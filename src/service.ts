/**
 * What the HTTP service (`@manglish-nlp/server`) takes from the library: the thread pool that runs the
 * capabilities, the registry's service manifest, the error catalogue and the version. Not a user-facing API —
 * the library's functions are in the package's main entry.
 *
 * @example
 * ```ts
 * import { AnalysisPool, readManifestInThread } from 'manglish-nlp/service';
 * const modules = await readManifestInThread(); // [{ name: 'sentiment', path: '/sentiment', … }, …]
 * const pool = new AnalysisPool({ threads: 2, queueMax: 128, timeoutMs: 30_000 });
 * const [[sentiment]] = await pool.run([{ text: 'Best gila nasi lemak ni!', modules: ['sentiment'], params: {} }]);
 * await pool.close();
 * ```
 */
export { ConfigError, ERROR_CODES, HttpError, InputError, ManglishNLPError, StorageError, UnavailableError, type ErrorCode } from './errors.js';
export { VERSION } from './version.js';
export { AnalysisPool } from './pool/pool.js';
export { buildSharedImagesInThread, readManifestInThread } from './pool/image-thread.js';
export { reviveError, type ModuleOutcome } from './pool/outcome.js';
export { batchNames, paramNames, type ServiceModule } from './capabilities/manifest.js';
export type { ModuleParams } from './capabilities/capability.js';
