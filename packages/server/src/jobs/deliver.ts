/**
 * One attempt at delivering a callback: a signed JSON POST, never following a redirect, within a time
 * limit. Unless private targets are allowed, the host name is resolved once, every address it has is
 * checked (`addresses.ts`), and the connection goes to the address that was checked — no second
 * resolution can send it elsewhere. The outcome says only `refused address`, `timeout`,
 * `connection failed` or the HTTP status class: nothing that maps the network behind the service.
 */
import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isGlobalAddress } from './addresses.js';

/** Resolves a host name to all its addresses (dns.lookup's shape; tests give a resolver of their own). */
export type Resolver = (host: string, callback: (err: Error | null, addresses: LookupAddress[]) => void) => void;

/** What an attempt needs from the configuration. */
export interface AttemptSettings {
  readonly secret: string | undefined;
  readonly allowPrivate: boolean;
  readonly timeoutMs: number;
  /** How host names are resolved (default: the system's resolver). */
  readonly resolve?: Resolver;
}

/** The result of one attempt. */
export interface AttemptResult {
  readonly delivered: boolean;
  /** Null when delivered; else `refused address`, `timeout`, `connection failed` or `HTTP 3xx`/`4xx`/`5xx`. */
  readonly error: string | null;
}

const systemResolver: Resolver = (host, callback) => dnsLookup(host, { all: true, verbatim: true }, callback);

/** Signs a body: `sha256=<hex HMAC-SHA256>`. */
export function signature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** The address to connect to: the literal one, or the first of a name's addresses, all of them checked. */
async function checkedAddress(host: string, settings: AttemptSettings): Promise<{ address: string; family: number } | 'refused address' | 'connection failed'> {
  const literal = isIP(host);
  if (literal !== 0) return settings.allowPrivate || isGlobalAddress(host) ? { address: host, family: literal } : 'refused address';
  const resolve = settings.resolve ?? systemResolver;
  const addresses = await new Promise<LookupAddress[] | undefined>((done) => resolve(host, (err, all) => done(err ? undefined : all)));
  if (!addresses || addresses.length === 0) return 'connection failed';
  if (!settings.allowPrivate && addresses.some((a) => !isGlobalAddress(a.address))) return 'refused address';
  const first = addresses[0] as LookupAddress;
  return { address: first.address, family: first.family };
}

/**
 * Sends `body` to `url` once; never throws.
 *
 * @example
 * ```ts
 * await attemptDelivery('https://hooks.example.com/manglish', '{"job_id":"…"}', 'job-1:callback', settings);
 * // { delivered: true, error: null }
 * ```
 */
export async function attemptDelivery(url: string, body: string, deliveryId: string, settings: AttemptSettings): Promise<AttemptResult> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const deadline = Date.now() + settings.timeoutMs;
  // 1. Resolve once and check every address (within the same time limit).
  const resolved = await Promise.race([checkedAddress(host, settings), new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), settings.timeoutMs).unref())]);
  if (typeof resolved === 'string') return { delivered: false, error: resolved };
  // 2. Connect to that address only (the lookup hands it back), POST, and read the status.
  const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'manglish-nlp-callback', 'x-manglish-delivery': deliveryId };
  if (settings.secret) headers['x-manglish-signature'] = signature(body, settings.secret);
  const pinned = (_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void): void => {
    if (options.all) callback(null, [{ address: resolved.address, family: resolved.family }]);
    else callback(null, resolved.address, resolved.family);
  };
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<AttemptResult>((done) => {
    let settled = false;
    const finish = (result: AttemptResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done(result);
    };
    const req = request({
      host, port: target.port || undefined, path: `${target.pathname}${target.search}`, method: 'POST', headers, agent: false,
      lookup: pinned as never, ...(target.protocol === 'https:' && isIP(host) === 0 ? { servername: host } : {}),
    }, (res: IncomingMessage) => {
      res.resume();
      const status = res.statusCode ?? 0;
      finish(status >= 200 && status < 300 ? { delivered: true, error: null } : { delivered: false, error: `HTTP ${Math.floor(status / 100)}xx` });
    });
    const timer = setTimeout(() => {
      req.destroy();
      finish({ delivered: false, error: 'timeout' });
    }, Math.max(1, deadline - Date.now()));
    req.on('error', () => finish({ delivered: false, error: 'connection failed' }));
    req.end(body);
  });
}
