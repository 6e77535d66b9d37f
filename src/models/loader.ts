/**
 * Finds and reads the trained artifacts that ship in the package's `models/` folder.
 *
 * The folder is located relative to this file, so it works from `src/` (tsx, tests) and from `dist/`
 * (the built package) alike. `MANGLISH_MODELS_DIR` points elsewhere, for example at freshly trained
 * artifacts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { ModelError } from '../errors.js';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The folder the bundled models are read from.
 *
 * @example
 * ```ts
 * modelsDir(); // '/…/node_modules/manglish-nlp/models'
 * ```
 */
export function modelsDir(): string {
  return resolve(process.env.MANGLISH_MODELS_DIR ?? join(here, '..', '..', 'models'));
}

/**
 * Reads a bundled model file as bytes (gunzipped when its name ends in `.gz`).
 * Raises `ModelError` (`MANGLISH_ERR_MODEL_MISSING`) when it is not there.
 *
 * @example
 * ```ts
 * readModel('vocab.tsv.gz').length; // bytes of the vocabulary table
 * ```
 */
export function readModel(name: string): Buffer {
  const path = join(modelsDir(), name);
  if (!existsSync(path)) {
    throw new ModelError('MANGLISH_ERR_MODEL_MISSING', `Expected the model file ${path}, but it does not exist. Reinstall the package or run "npm run train".`, { path });
  }
  const bytes = readFileSync(path);
  if (!name.endsWith('.gz')) return bytes;
  try {
    // The gzip trailer records the unpacked size: unpacking into one buffer of that size avoids
    // collecting chunks and joining them (twice the memory, and freed memory the process keeps).
    const size = bytes.length >= 18 ? bytes.readUInt32LE(bytes.length - 4) : 0;
    return gunzipSync(bytes, { chunkSize: Math.max(64 * 1024, size + 1) });
  } catch (err) {
    throw new ModelError('MANGLISH_ERR_MODEL_MALFORMED', `Expected ${path} to be gzip data, but it could not be read (${(err as Error).message}). Run "npm run train" to rebuild it.`, { path });
  }
}

/**
 * Reads a bundled model file as UTF-8 text.
 *
 * @example
 * ```ts
 * readModelText('vocab.tsv.gz').split('\n')[0]; // 'word\tms\tid\ten\tweb\tlex'
 * ```
 */
export function readModelText(name: string): string {
  return readModel(name).toString('utf8');
}

/**
 * Raises `ModelError` (`MANGLISH_ERR_MODEL_MALFORMED`) unless `ok` holds.
 *
 * @example
 * ```ts
 * expectModel(header.startsWith('word\t'), 'vocab.tsv.gz', 'a header row');
 * ```
 */
export function expectModel(ok: boolean, name: string, what: string): asserts ok {
  if (!ok) {
    throw new ModelError('MANGLISH_ERR_MODEL_MALFORMED', `Expected the model file ${name} to contain ${what}, but it does not. Run "npm run train" to rebuild it.`, { name });
  }
}

/**
 * Parses JSON found in a model file; text that is not JSON raises the same `ModelError` as {@link expectModel}.
 *
 * @example
 * ```ts
 * parseModelJson<{ msToEn: unknown }>('{"msToEn":{}}', 'translation.tsv.gz', 'a "#weights" header');
 * ```
 */
export function parseModelJson<T>(text: string, name: string, what: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return expectModel(false, name, what) as never;
  }
}
