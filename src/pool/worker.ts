/**
 * The entry of an analysis thread (loaded by the pool): answers {@link AnalysisTask}s. It takes the model
 * images its process built in shared memory (`workerData.images`), the registry its service serves
 * (`workerData.registry`, a module URL; the package's own when absent), and with `workerData.warm` it runs
 * every module once before taking its first task, so that no request pays for loading.
 */
import { workerData } from 'node:worker_threads';
import { provideImages } from '../models/shared.js';
import { CAPABILITIES, served, type Registry } from '../capabilities/registry.js';
import { moduleTable, runTask, type AnalysisTask, type ModuleOutcome } from './tasks.js';

/** What the pool gives every thread. */
export interface ThreadData {
  /** Load every model before the first task. */
  readonly warm?: boolean;
  /** Model images in shared memory, by key (see `images.ts`, built by `image-thread.ts`). */
  readonly images?: Readonly<Record<string, unknown>>;
  /** URL of a registry module (exporting `CAPABILITIES`) to serve instead of the package's own. */
  readonly registry?: string;
}

const data = (workerData ?? {}) as ThreadData;
if (data.images) provideImages(data.images);
const registry: Registry = data.registry ? ((await import(data.registry)) as { CAPABILITIES: Registry }).CAPABILITIES : CAPABILITIES;
const modules = moduleTable(registry);
if (data.warm) {
  for (const capability of served(registry)) runTask({ text: 'jom makan nasi lemak', modules: [capability.name], params: {} }, modules);
}

/** Runs a chunk of tasks, one text after another (the pool calls this). */
export default function analyse(chunk: readonly AnalysisTask[]): ModuleOutcome[][] {
  return chunk.map((task) => runTask(task, modules));
}
