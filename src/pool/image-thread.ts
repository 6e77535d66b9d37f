/**
 * Work the service's main thread hands to a thread of its own, which then exits: building every model
 * image in shared memory (`image-builder.ts`; what decoding leaves behind goes with that thread instead of
 * staying in the service's heap), and reading the registry's service manifest (`manifest-builder.ts`; the
 * main thread loads no analysis code).
 */
import { Worker } from 'node:worker_threads';
import type { ServiceModule } from '../capabilities/manifest.js';
import { threadExecArgv } from './source.js';

/** Runs a one-shot thread entry next to this module and answers the one message it posts. */
async function resultOfThread<T>(name: string, workerData?: unknown): Promise<T> {
  const entry = new URL(`./${name}${import.meta.url.slice(import.meta.url.lastIndexOf('.'))}`, import.meta.url);
  const thread = new Worker(entry, { execArgv: threadExecArgv(entry), workerData });
  try {
    return await new Promise<T>((resolve, reject) => {
      thread.once('message', resolve);
      thread.once('error', reject);
      thread.once('exit', (code) => reject(new Error(`the ${name} thread exited with code ${code}`)));
    });
  } finally {
    await thread.terminate();
  }
}

/**
 * Builds every image in a thread of its own, which then exits.
 *
 * @example
 * ```ts
 * const images = await buildSharedImagesInThread();
 * ```
 */
export async function buildSharedImagesInThread(): Promise<Record<string, unknown>> {
  return resultOfThread<Record<string, unknown>>('image-builder');
}

/**
 * The served modules of a registry (the package's own, or the module at `registry`), read in a thread.
 *
 * @example
 * ```ts
 * (await readManifestInThread()).find((m) => m.name === 'sentiment')?.path; // '/sentiment'
 * ```
 */
export async function readManifestInThread(registry?: URL): Promise<ServiceModule[]> {
  return resultOfThread<ServiceModule[]>('manifest-builder', registry ? { registry: registry.href } : undefined);
}
