/**
 * The OpenAPI document's description: what the service is, the WebSocket protocol (OpenAPI 3.0 cannot
 * describe a WebSocket), and every error code with its status and meaning, read from docs/errors.md (the
 * catalogue a test keeps in step with `src/errors.ts`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { batchNames, type ServiceModule } from 'manglish-nlp/service';

const errorsDoc = new URL('../../../docs/errors.md', import.meta.url);

/** The error table of docs/errors.md (its rows as written), or a pointer when the file is absent. */
function errorTable(): string {
  if (!existsSync(errorsDoc)) return 'The error codes are listed in docs/errors.md of the package.';
  const lines = readFileSync(errorsDoc, 'utf8').split('\n');
  const start = lines.findIndex((l) => l.startsWith('| Code |'));
  const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/**
 * The description, for the modules the service serves.
 *
 * @example
 * ```ts
 * apiDescription(ctx.modules); // '# manglish-nlp …\n## WebSocket /ws/analyze …\n## Errors …'
 * ```
 */
export function apiDescription(modules: readonly ServiceModule[]): string {
  return `Malay, English and Manglish text analysis. Every single-text endpoint takes \`{ "text": "…" }\` (at most
10,000 characters) with its parameters at the top level or inside \`options\`; each shows a real example and the
response the service gives for it.

## WebSocket \`/ws/analyze\`

Open a WebSocket to \`/ws/analyze\` and send JSON messages:

- \`{ "text": "Best gila nasi lemak ni!", "modules": ["sentiment", "language"] }\` — the modules, from
  ${batchNames(modules).map((m) => `\`${m}\``).join(', ')}; the text at most 5,000 characters. The service answers, for
  each module as it completes, \`{ "type": "module_result", "module": "sentiment", "result": { … } }\` (the
  module's result as its endpoint gives it) followed by \`{ "type": "progress", "completed": 1, "total": 2 }\`,
  and at the end \`{ "type": "complete", "processing_time_ms": 3.1 }\`.
- \`{ "type": "ping" }\` — answered \`{ "type": "pong", "timestamp": "…" }\`.
- A bad message (not JSON, an empty text, an unknown module, too many messages a second) is answered
  \`{ "type": "error", "message": "…", "code": "MANGLISH_ERR_…" }\` — with \`module\` when one module failed — and the
  connection stays open. The service pings every connection and closes one that stops answering.

## Errors

Every error body is \`{ "error": "what went wrong and what to do", "code": "MANGLISH_ERR_…", "details": … }\`;
\`details\` lists each problem of an invalid request. A 503 carries \`Retry-After\`. The codes:

${errorTable()}
`;
}
