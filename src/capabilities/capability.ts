/**
 * What a capability is: one descriptor that binds a library function to every interface — the public
 * namespace, the CLI command, the HTTP endpoint (and whether `/batch`, async jobs and the WebSocket run it),
 * the pipeline step, the models it loads, and the training and evaluation entries that build and measure
 * them. The CLI, the routes, the OpenAPI document, the module lists, pipelines, `npm run train` and
 * `npm run eval` are all generated from the registry of these descriptors (`registry.ts`).
 */
import type { TSchema } from 'typebox';
import type { TextDocument } from '../analysis/document.js';

/**
 * Parameters an HTTP endpoint reads besides the text, by their HTTP names (`top_n`, `target`, …), from
 * the top level of the body or from `options`. The route's schema checks the top-level ones; the library
 * function checks every value it is given and raises `InputError` on a bad one.
 */
export type ModuleParams = Readonly<Record<string, unknown>>;

/** An HTTP runner's output: the HTTP result, and class probabilities for active learning when it has them. */
export interface ModuleOutput {
  readonly result: unknown;
  readonly probabilities?: Record<string, number>;
}

/** Parsed `--flag` and `--flag=value` arguments of a CLI command. */
export type Flags = Readonly<Record<string, string | boolean>>;

/** How a capability is served over HTTP (and, with `batch`, in `/batch`, async jobs and the WebSocket). */
export interface HttpBinding {
  /** The endpoint, e.g. `/sentiment`. */
  readonly path: string;
  /** One line for `/modules` and the OpenAPI summary. */
  readonly description: string;
  /** True: `{ result, processing_time_ms }` (DECISIONS.md §4); false: the result is the whole body. */
  readonly envelope: boolean;
  /** Body fields besides `text`, each optional (their defaults are the library's). */
  readonly params?: Readonly<Record<string, TSchema>>;
  /** The result's schema (the response is checked against it when serialised). */
  readonly result: TSchema;
  /** Also runs in `/batch`, `/batch/async` and the WebSocket. */
  readonly batch?: boolean;
  /** The labels `/feedback` accepts as `predicted` and `correct` (any text when absent). */
  readonly feedbackLabels?: readonly string[];
  /**
   * Runs on an analysis thread: the library function over one text's document (shared by every module
   * asked for that text), shaped as the endpoint answers.
   */
  readonly run: (doc: TextDocument, params: ModuleParams) => ModuleOutput;
}

/** How a capability is run from the command line. */
export interface CliBinding {
  /** The command word, e.g. `manglish sentiment`. */
  readonly command: string;
  /** Command-specific flags and what they do. */
  readonly flags?: Readonly<Record<string, string>>;
  readonly run: (text: string, flags: Flags) => unknown;
  /** How to print the result for a person (JSON when absent). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command knows its own result type
  readonly human?: (result: any) => string;
}

/** How a capability runs as a pipeline step. */
export interface PipelineBinding {
  /** The step name `pipeline([...])` takes. */
  readonly step: string;
  /** Where the result goes in the pipeline's output (`ner` → `entities`). */
  readonly key: string;
  /** A text step: its result (a string) is the text the later steps read. */
  readonly rewrites?: boolean;
  /** Runs over the current text's document (one per text the steps see). */
  readonly run: (doc: TextDocument) => unknown;
  /** The result when earlier text steps left nothing (a text that was only a link). */
  readonly empty: unknown;
}

/** How a capability is reached from the library: under a namespace of the public index (`intent.classifyIntent`). */
export interface LibraryBinding {
  /** The namespace's name, e.g. `intent`. */
  readonly namespace: string;
  /** The functions it holds, by name. */
  readonly functions: Readonly<Record<string, (...args: never[]) => unknown>>;
}

/** One capability. */
export interface Capability {
  /** Its name: the HTTP module name where it has one (`sentiment`, `aspect-sentiment`). */
  readonly name: string;
  /** One line for `manglish help`. */
  readonly summary: string;
  readonly library?: LibraryBinding;
  readonly cli?: CliBinding;
  readonly http?: HttpBinding;
  readonly pipeline?: PipelineBinding;
  /** The models it loads, by the name `npm run train -- <name>` builds them under. */
  readonly models: readonly string[];
  /** The `npm run eval` rows that measure it. */
  readonly evaluations: readonly string[];
}

/**
 * Declares a capability, keeping its literal types (the public namespaces and pipeline types are derived
 * from them).
 *
 * @example
 * ```ts
 * export default defineCapability({
 *   name: 'intent', summary: 'Query, command, complaint, …', models: ['intent'], evaluations: ['intent'],
 *   library: { namespace: 'intent', functions: { classifyIntent } },
 *   cli: { command: 'intent', run: (t) => classifyIntent(t) }, // manglish intent "Boleh tolong check order saya?"
 * });
 * ```
 */
export function defineCapability<const C extends Capability>(capability: C): C {
  return Object.freeze(capability);
}
