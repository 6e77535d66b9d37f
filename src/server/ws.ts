/**
 * WebSocket /ws/analyze: a client sends `{ text, modules }` and receives one `module_result` per module
 * as it completes, each followed by `progress`, then `complete`. `{ type: "ping" }` gets a `pong`. Bad
 * messages get `{ type: "error", message }` and the connection stays open. The service pings every
 * connection (WS_PING_INTERVAL_SECONDS) and closes those that stop answering.
 */
import type { WebSocket } from 'ws';
import { HttpError, ManglishNLPError } from '../errors.js';
import type { App } from './app.js';
import { analyse, ms, unwrap, type ServiceContext } from './context.js';
import { BATCH_MODULES } from './module-list.js';
import type { ModuleOutcome } from './pool/outcome.js';

/** Longest text accepted over the WebSocket. */
export const WS_MAX_TEXT = 5000;

function send(socket: WebSocket, message: object): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** Validates a client message; returns an error message or the request. */
function parse(raw: string): { error: string } | { ping: true } | { text: string; modules: string[] } {
  let msg: unknown;
  try {
    msg = JSON.parse(raw);
  } catch {
    return { error: 'Malformed JSON: send {"text": "...", "modules": ["sentiment", ...]} or {"type": "ping"}.' };
  }
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) return { error: 'Expected a JSON object.' };
  const m = msg as Record<string, unknown>;
  if (m.type === 'ping') return { ping: true };
  if (typeof m.text !== 'string' || m.text.trim() === '') return { error: 'Expected "text" to be a non-empty string.' };
  if (m.text.length > WS_MAX_TEXT) return { error: `Text too long: ${m.text.length} characters; at most ${WS_MAX_TEXT} are accepted.` };
  if (!Array.isArray(m.modules) || m.modules.length === 0 || !m.modules.every((x) => typeof x === 'string')) return { error: 'Expected "modules" to be a non-empty array of module names.' };
  const unknown = (m.modules as string[]).filter((x) => !(BATCH_MODULES as readonly string[]).includes(x));
  if (unknown.length > 0) return { error: `Unknown module(s): ${unknown.join(', ')}. Valid modules: ${BATCH_MODULES.join(', ')}.` };
  return { text: m.text, modules: m.modules as string[] };
}

export function wsRoutes(app: App, ctx: ServiceContext): void {
  app.get('/ws/analyze', { websocket: true, schema: { hide: true } }, (socket) => {
    // 1. Keep-alive: ping every interval; close when the previous ping went unanswered.
    let alive = true;
    socket.on('pong', () => (alive = true));
    const pinger = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, ctx.config.wsPingIntervalSeconds * 1000);
    pinger.unref();
    // 2. Per-connection rate: a token bucket of WS_RATE_LIMIT_PER_SECOND.
    const rate = ctx.config.wsRateLimitPerSecond;
    let tokens = rate;
    let last = Date.now();
    const allow = (): boolean => {
      const now = Date.now();
      tokens = Math.min(rate, tokens + ((now - last) / 1000) * rate);
      last = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    };
    // 3. Messages are handled one after another, so results arrive in order.
    let chain: Promise<void> = Promise.resolve();
    socket.on('message', (data) => {
      if (!allow()) return send(socket, { type: 'error', message: `Rate limit exceeded: at most ${rate} messages per second.` });
      const req = parse(data.toString());
      if ('error' in req) return send(socket, { type: 'error', message: req.error });
      if ('ping' in req) return send(socket, { type: 'pong', timestamp: new Date().toISOString() });
      chain = chain.then(async () => {
        const start = performance.now();
        // Each module is one task on the analysis threads, sent as soon as it and those before it are done.
        const runs = req.modules.map((module) => analyse(ctx, [req.text], [module], {}).then((o) => ({ outcome: o[0]?.[0] as ModuleOutcome }), (err: unknown) => ({ err })));
        for (const [i, module] of req.modules.entries()) {
          try {
            const run = (await runs[i]) as { outcome: ModuleOutcome } | { err: unknown };
            if ('err' in run) throw run.err;
            send(socket, { type: 'module_result', module, result: unwrap(run.outcome) });
          } catch (err) {
            send(socket, { type: 'error', message: err instanceof ManglishNLPError && !(err instanceof HttpError && err.status >= 500 && err.status < 503) ? err.message : `Module ${module} failed.` });
            if (!(err instanceof ManglishNLPError)) ctx.log.error({ err }, 'websocket module failed');
          }
          send(socket, { type: 'progress', completed: i + 1, total: req.modules.length });
        }
        send(socket, { type: 'complete', processing_time_ms: ms(start) });
      });
    });
    socket.on('close', () => clearInterval(pinger));
    socket.on('error', (err) => ctx.log.warn({ err }, 'websocket error'));
  });
}
