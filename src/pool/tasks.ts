/**
 * Runs a task in an analysis thread: each module over the text's one document, each outcome kept apart (see `outcome.ts`
 * for the shapes that cross the thread boundary). Modules are the registry's served capabilities.
 */
import { TextDocument } from '../analysis/document.js';
import { InputError } from '../errors.js';
import type { ModuleOutput, ModuleParams } from '../capabilities/capability.js';
import { CAPABILITIES, served, type Registry, type ServedCapability } from '../capabilities/registry.js';
import { serializeError, type AnalysisTask, type ModuleOutcome } from './outcome.js';

export type { AnalysisTask, ModuleOutcome } from './outcome.js';

/** A registry's served modules by name, looked up once per module run instead of scanning the registry. */
export type ModuleTable = ReadonlyMap<string, ServedCapability>;

/**
 * The served modules of a registry by name (a thread builds its table once).
 *
 * @example
 * ```ts
 * moduleTable(CAPABILITIES).get('sentiment')?.http.path; // '/sentiment'
 * ```
 */
export function moduleTable(registry: Registry): ModuleTable {
  return new Map(served(registry).map((c) => [c.name, c]));
}

/** The package's own table. */
const PACKAGE_MODULES: ModuleTable = moduleTable(CAPABILITIES);

/**
 * Runs a served module by name over one text.
 *
 * @example
 * ```ts
 * runModule('sentiment', new TextDocument('best gila'), {}).result; // { label: 'positive', score: …, probabilities: … }
 * ```
 */
export function runModule(name: string, doc: TextDocument, params: ModuleParams, modules: ModuleTable = PACKAGE_MODULES): ModuleOutput {
  const capability = modules.get(name);
  if (!capability) throw new InputError('MANGLISH_ERR_VALIDATION', `Unknown module "${name}". Valid modules: ${[...modules.keys()].join(', ')}.`);
  return capability.http.run(doc, params);
}

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
export function runTask(task: AnalysisTask, modules: ModuleTable = PACKAGE_MODULES): ModuleOutcome[] {
  // One document per text: every module asked for it reads the same scan, normalised view and language.
  let doc: TextDocument | undefined;
  return task.modules.map((module): ModuleOutcome => {
    try {
      const out = runModule(module, (doc ??= new TextDocument(task.text)), task.params, modules);
      return out.probabilities ? { ok: true, result: out.result, probabilities: out.probabilities } : { ok: true, result: out.result };
    } catch (err) {
      return { ok: false, error: serializeError(err) };
    }
  });
}
