/**
 * Starts the thread that builds every model image in shared memory (`image-builder.ts`), and waits for
 * them: what decoding leaves behind (parsed strings, unpacked files) goes with that thread instead of
 * staying in the service's heap.
 */
import { Worker } from 'node:worker_threads';
import { threadExecArgv } from './source.js';

/**
 * Builds every image in a thread of its own, which then exits.
 *
 * @example
 * ```ts
 * const images = await buildSharedImagesInThread();
 * ```
 */
export async function buildSharedImagesInThread(): Promise<Record<string, unknown>> {
  const entry = new URL(`./image-builder${import.meta.url.slice(import.meta.url.lastIndexOf('.'))}`, import.meta.url);
  const thread = new Worker(entry, { execArgv: threadExecArgv(entry) });
  try {
    return await new Promise<Record<string, unknown>>((resolve, reject) => {
      thread.once('message', resolve);
      thread.once('error', reject);
      thread.once('exit', (code) => reject(new Error(`the model-image thread exited with code ${code}`)));
    });
  } finally {
    await thread.terminate();
  }
}
