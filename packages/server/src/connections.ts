/**
 * The HTTP server's connection limits: a request must arrive whole (headers and body) within
 * `REQUEST_TIMEOUT_SECONDS`, an idle keep-alive connection is closed after `IDLE_TIMEOUT_SECONDS`, and
 * one client address holds at most `MAX_CONNECTIONS_PER_CLIENT` connections — past it, its oldest
 * connection that is not being answered is closed to make room (a client that opens thousands of slow
 * sockets loses its own, and a health probe from the same address still gets in).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** The limits, from the configuration. */
export interface ConnectionLimits {
  readonly requestTimeoutMs: number;
  readonly idleTimeoutMs: number;
  readonly maxPerClient: number;
}

/**
 * Creates the HTTP server with the limits (for Fastify's `serverFactory`). `answering` holds the sockets
 * whose request is being answered (its body is in), which the cap never closes; the app keeps it.
 *
 * @example
 * ```ts
 * const answering = new WeakSet<Socket>();
 * Fastify({ serverFactory: (handler) => createLimitedServer(handler, limits, answering) });
 * ```
 */
export function createLimitedServer(handler: (req: IncomingMessage, res: ServerResponse) => void, limits: ConnectionLimits, answering: WeakSet<Socket>): Server {
  const server = createServer({
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.idleTimeoutMs,
    // How often Node checks the two timeouts above (its default, 30 s, would let a slow client stay twice as long).
    connectionsCheckingInterval: Math.min(1000, Math.max(250, Math.floor(limits.requestTimeoutMs / 4))),
  }, handler);
  const byClient = new Map<string, Set<Socket>>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    let sockets = byClient.get(address);
    if (!sockets) byClient.set(address, (sockets = new Set()));
    // Over the cap: close this client's oldest connection that is not being answered (or, when all are, this one).
    if (sockets.size >= limits.maxPerClient) {
      let victim: Socket | undefined;
      for (const s of sockets) {
        if (!answering.has(s)) {
          victim = s;
          break;
        }
      }
      (victim ?? socket).destroy();
      if (!victim) return;
      sockets.delete(victim);
    }
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && byClient.get(address) === sockets) byClient.delete(address);
    });
  });
  return server;
}
