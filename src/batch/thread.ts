/**
 * The analysis threads' entry for `manglish batch`: each text's module results come back already written
 * as JSON (the members `"sentiment":{…},"language":{…}`), so the main thread — which reads, orders and
 * writes — does not rebuild and re-serialise every result object on the threads' behalf.
 */
import { workerData } from 'node:worker_threads';
import { provideImages } from '../models/shared.js';
import { runTask, type AnalysisTask, type ModuleOutcome } from '../pool/tasks.js';
import type { ThreadData } from '../pool/worker.js';

/** One text's results as JSON object members, and whether any module failed on it. */
export interface BatchOutput {
  readonly members: string;
  readonly failed: boolean;
}

const data = (workerData ?? {}) as ThreadData;
if (data.images) provideImages(data.images);

const member = (name: string, outcome: ModuleOutcome): string =>
  `${JSON.stringify(name)}:${JSON.stringify(outcome.ok ? outcome.result : { error: { code: outcome.error.code, message: outcome.error.message } })}`;

/**
 * Runs a chunk of texts (the pool calls this).
 *
 * @example
 * ```ts
 * analyse([{ text: 'best gila', modules: ['sentiment'], params: {} }]);
 * // [{ members: '"sentiment":{"label":"positive",…}', failed: false }]
 * ```
 */
export default function analyse(chunk: readonly AnalysisTask[]): BatchOutput[] {
  return chunk.map((task) => {
    const row = runTask(task);
    return { members: task.modules.map((m, k) => member(m, row[k] as ModuleOutcome)).join(','), failed: row.some((o) => !o.ok) };
  });
}
