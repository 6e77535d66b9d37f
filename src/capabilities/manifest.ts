/**
 * The service's view of the registry as plain data: for each capability served over HTTP, its name,
 * endpoint, description, parameter and result schemas (JSON Schema), whether `/batch` runs it, the
 * labels `/feedback` takes, and its OpenAPI example (`http-examples.ts`). The service's main thread builds
 * its routes from this manifest, which an analysis-side thread reads from the registry and the examples
 * (`manifest-builder.ts`), so that the main thread loads no analysis code.
 */
import type { TSchema } from 'typebox';
import type { Capability } from './capability.js';

/** One served module as the HTTP side knows it. */
export interface ServiceModule {
  readonly name: string;
  readonly path: string;
  readonly description: string;
  readonly envelope: boolean;
  readonly params: Readonly<Record<string, TSchema>>;
  readonly result: TSchema;
  readonly batch: boolean;
  readonly feedbackLabels?: readonly string[];
  /** The example request, and the response the library gives for it when `npm run examples` has generated one. */
  readonly example: { readonly request: unknown; readonly response?: unknown };
}

/**
 * The served modules of a registry, in registry order (`GET /modules`).
 *
 * @example
 * ```ts
 * serviceManifest(CAPABILITIES, HTTP_EXAMPLES).map((m) => m.path); // ['/normalize', '/formalize', '/sentiment', …]
 * ```
 */
export function serviceManifest(registry: readonly Capability[], examples: Readonly<Record<string, { readonly request: unknown; readonly response: unknown }>> = {}): ServiceModule[] {
  return registry.flatMap((c): ServiceModule[] => {
    const http = c.http;
    if (!http) return [];
    return [{
      name: c.name, path: http.path, description: http.description, envelope: http.envelope, params: http.params ?? {}, result: http.result,
      batch: http.batch === true, ...(http.feedbackLabels ? { feedbackLabels: [...http.feedbackLabels] } : {}),
      example: Object.hasOwn(examples, c.name) ? (examples[c.name] as ServiceModule['example']) : { request: { text: http.example.text, ...http.example.params } },
    }];
  });
}

/**
 * The module names `/batch`, `/batch/async` and the WebSocket accept.
 *
 * @example
 * ```ts
 * batchNames(modules); // ['normalize', 'formalize', 'sentiment', 'emotion', …]
 * ```
 */
export function batchNames(modules: readonly ServiceModule[]): string[] {
  return modules.filter((m) => m.batch).map((m) => m.name);
}

/**
 * Every parameter name the modules read (what a body and its `options` are searched for).
 *
 * @example
 * ```ts
 * paramNames(modules); // ['domain', 'threshold', 'top_n', 'max_length', 'style', 'target']
 * ```
 */
export function paramNames(modules: readonly ServiceModule[]): string[] {
  return [...new Set(modules.flatMap((m) => Object.keys(m.params)))];
}
