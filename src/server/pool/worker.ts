/**
 * The entry of an analysis thread (loaded by the pool): answers {@link AnalysisTask}s. It takes the model
 * images its process built in shared memory (`workerData.images`), and with `workerData.warm` it loads
 * every module before taking its first task, so that no request pays for loading.
 */
import { workerData } from 'node:worker_threads';
import { provideImages } from '../../models/shared.js';
import { MODULES } from '../module-list.js';
import { runTask, type AnalysisTask, type ModuleOutcome } from './tasks.js';

/** What the pool gives every thread. */
export interface ThreadData {
  /** Load every model before the first task. */
  readonly warm?: boolean;
  /** Model images in shared memory, by key (see `images.ts`, built by `image-thread.ts`). */
  readonly images?: Readonly<Record<string, unknown>>;
}

const data = (workerData ?? {}) as ThreadData;
if (data.images) provideImages(data.images);
if (data.warm) {
  for (const module of MODULES) runTask({ text: 'jom makan nasi lemak', modules: [module.name], params: {} });
}

/** Runs a chunk of tasks, one text after another (the pool calls this). */
export default function analyse(chunk: readonly AnalysisTask[]): ModuleOutcome[][] {
  return chunk.map(runTask);
}
