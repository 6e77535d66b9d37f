/**
 * WebSocket /ws/analyze: a client sends `{ text, modules }` and receives one `module_result` per module
 * as it completes, each followed by `progress`, then `complete`. `{ type: "ping" }` gets a `pong`. Bad
 * messages get `{ type: "error", message }` and the connection stays open. The service pings every
 * connection (WS_PING_INTERVAL_SECONDS) and closes those that stop answering.
 */
import type { WebSocket } from 'ws';
import { batchNames, type ErrorCode, HttpError, ManglishNLPError, type ModuleOutcome, type ServiceModule } from 'manglish-nlp/service';
import type { App } from './app-type.js';
import { analyse, ms, unwrap, type ServiceContext } from './context.js';

/** Longest text accepted over the WebSocket. */
export const WS_MAX_TEXT = 5000;

function send(socket: WebSocket, message: object): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** Characters of a text as the HTTP endpoints count them (code points: an emoji is one). */
function codePoints(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff || i + 1 >= text.length) n++;
    else {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
      n++;
    }
  }
  return n;
}

/** Validates a client message; returns an error message or the request. */
function parse(modules: readonly ServiceModule[], raw: string): { error: string; code: ErrorCode } | { ping: true } | { text: string; modules: string[] } {
  let msg: unknown;
  try {
    msg = JSON.parse(raw);
  } catch {
    return { error: 'Malformed JSON: send {"text": "...", "modules": ["sentiment", ...]} or {"type": "ping"}.', code: 'MANGLISH_ERR_VALIDATION' };
  }
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) return { error: 'Expected a JSON object.', code: 'MANGLISH_ERR_VALIDATION' };
  const m = msg as Record<string, unknown>;
  if (m.type === 'ping') return { ping: true };
  if (typeof m.text !== 'string' || m.text.trim() === '') return { error: 'Expected "text" to be a non-empty string.', code: typeof m.text === 'string' ? 'MANGLISH_ERR_EMPTY_INPUT' : 'MANGLISH_ERR_INVALID_TYPE' };
  const length = codePoints(m.text);
  if (length > WS_MAX_TEXT) return { error: `Text too long: ${length} characters; at most ${WS_MAX_TEXT} are accepted.`, code: 'MANGLISH_ERR_TOO_LONG' };
  if (!Array.isArray(m.modules) || m.modules.length === 0 || !m.modules.every((x) => typeof x === 'string')) return { error: 'Expected "modules" to be a non-empty array of module names.', code: 'MANGLISH_ERR_VALIDATION' };
  const valid = batchNames(modules);
  const unknown = (m.modules as string[]).filter((x) => !valid.includes(x));
  if (unknown.length > 0) return { error: `Unknown module(s): ${unknown.join(', ')}. Valid modules: ${valid.join(', ')}.`, code: 'MANGLISH_ERR_VALIDATION' };
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
      if (!allow()) return send(socket, { type: 'error', message: `Rate limit exceeded: at most ${rate} messages per second.`, code: 'MANGLISH_ERR_RATE_LIMITED' });
      const req = parse(ctx.modules, data.toString());
      if ('error' in req) return send(socket, { type: 'error', message: req.error, code: req.code });
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
            const known = err instanceof ManglishNLPError && !(err instanceof HttpError && err.status >= 500 && err.status < 503);
            send(socket, { type: 'error', module, message: known ? err.message : `Module ${module} failed.`, code: known ? err.code : 'MANGLISH_ERR_INTERNAL' });
            if (!(err instanceof ManglishNLPError)) ctx.log.error({ err }, 'websocket module failed');
          }
          send(socket, { type: 'progress', completed: i + 1, total: req.modules.length });
        }
        send(socket, { type: 'complete', processing_time_ms: ms(start) });
      });
    });
    socket.on('close', () => clearInterval(pinger));
    // One line per failure, no stack: an over-long frame (the socket is then closed with 1009) is the client's doing.
    socket.on('error', (err) => ctx.log.warn({ code: (err as { code?: string }).code, reason: err.message }, 'websocket connection closed on an error'));
  });
}
