/**
 * Callback delivery for finished jobs: a signed JSON POST to the job's `callback_url`, retried with
 * back-off, never following redirects, with a timeout per attempt. Private, loopback and link-local
 * addresses are refused unless the configuration allows them.
 */
import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { CallbackOutcome } from '../store/store.js';

/** What delivery needs from the configuration. */
export interface CallbackSettings {
  readonly secret: string | undefined;
  readonly allowPrivate: boolean;
  readonly timeoutMs: number;
  readonly attempts: number;
  /** Base back-off between attempts (doubled each time). */
  readonly backoffMs?: number;
}

/** True for addresses in private, loopback, link-local, unspecified or unique-local ranges. */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
  }
  const v6 = address.toLowerCase();
  return v6 === '::1' || v6 === '::' || v6.startsWith('fe80:') || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('ff');
}

/**
 * Checks a callback URL's form (http or https, a host, no credentials): returns a reason it is not
 * acceptable, or undefined. Literal private addresses and `localhost` are refused unless allowed.
 *
 * @example
 * ```ts
 * callbackUrlProblem('http://127.0.0.1:9000/hook', false); // 'it points to a private or loopback address'
 * ```
 */
export function callbackUrlProblem(url: string, allowPrivate: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'it is not a valid URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'only http and https URLs are allowed';
  if (parsed.username || parsed.password) return 'credentials in the URL are not allowed';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isPrivateAddress(host)))) {
    return 'it points to a private or loopback address (set CALLBACK_ALLOW_PRIVATE=true to allow that)';
  }
  return undefined;
}

/** Signs a body: `sha256=<hex HMAC-SHA256>`. */
export function signature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms).unref());

/**
 * Delivers a payload; returns the outcome (never throws).
 *
 * @example
 * ```ts
 * await deliverCallback('https://example.com/hook', { job_id: 'a', status: 'completed' }, settings);
 * // { delivered: true, attempts: 1, last_error: null }
 * ```
 */
export async function deliverCallback(url: string, payload: unknown, settings: CallbackSettings): Promise<CallbackOutcome> {
  const body = JSON.stringify(payload);
  const problem = callbackUrlProblem(url, settings.allowPrivate);
  if (problem) return { delivered: false, attempts: 0, last_error: `refused: ${problem}` };
  let lastError: string | null = null;
  for (let attempt = 1; attempt <= settings.attempts; attempt++) {
    try {
      // 1. Resolve the host and refuse private targets (a public name may point inside the network).
      if (!settings.allowPrivate) {
        const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
        const addresses = isIP(host) !== 0 ? [{ address: host }] : await lookup(host, { all: true });
        if (addresses.some((a) => isPrivateAddress(a.address))) return { delivered: false, attempts: attempt, last_error: 'refused: the host resolves to a private or loopback address' };
      }
      // 2. POST without following redirects, with a timeout.
      const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'manglish-nlp-callback' };
      if (settings.secret) headers['x-manglish-signature'] = signature(body, settings.secret);
      const res = await fetch(url, { method: 'POST', body, headers, redirect: 'manual', signal: AbortSignal.timeout(settings.timeoutMs) });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status >= 200 && res.status < 300) return { delivered: true, attempts: attempt, last_error: null };
      lastError = res.status >= 300 && res.status < 400 ? `redirect ${res.status} not followed` : `HTTP ${res.status}`;
    } catch (err) {
      lastError = (err as Error).name === 'TimeoutError' ? `timed out after ${settings.timeoutMs} ms` : (err as Error).message;
    }
    // 3. Back off before the next attempt.
    if (attempt < settings.attempts) await sleep((settings.backoffMs ?? 500) * 2 ** (attempt - 1));
  }
  return { delivered: false, attempts: settings.attempts, last_error: lastError };
}
