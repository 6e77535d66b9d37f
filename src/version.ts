/**
 * The package version, read from package.json so there is one source of truth. `GET /health` reports it.
 *
 * @example
 * ```ts
 * import { VERSION } from 'manglish-nlp';
 * VERSION; // '3.3.0'
 * ```
 */
import { readFileSync } from 'node:fs';

export const VERSION: string = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
