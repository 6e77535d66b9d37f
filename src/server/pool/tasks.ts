/**
 * Runs a task in an analysis thread: each module over the text, each outcome kept apart (see `outcome.ts`
 * for the shapes that cross the thread boundary).
 */
import { runModule } from '../modules.js';
import { serializeError, type AnalysisTask, type ModuleOutcome } from './outcome.js';

export type { AnalysisTask, ModuleOutcome } from './outcome.js';

/**
 * Runs a task: each module over the text, each outcome kept apart so that one module's error does not
 * hide the others' results.
 *
 * @example
 * ```ts
 * runTask({ text: 'Best gila nasi lemak ni!', modules: ['sentiment'], params: {} })[0];
 * // { ok: true, result: { label: 'positive', … }, probabilities: { … } }
 * ```
 */
export function runTask(task: AnalysisTask): ModuleOutcome[] {
  return task.modules.map((module): ModuleOutcome => {
    try {
      const out = runModule(module, task.text, task.params);
      return out.probabilities ? { ok: true, result: out.result, probabilities: out.probabilities } : { ok: true, result: out.result };
    } catch (err) {
      return { ok: false, error: serializeError(err) };
    }
  });
}
