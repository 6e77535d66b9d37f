/**
 * Which addresses a callback may reach: only global unicast ones. Every address is classified by
 * ipaddr.js — loopback, private, link-local, unique-local, site-local, carrier-grade NAT, benchmarking,
 * documentation and other reserved ranges, multicast, broadcast and unspecified addresses are refused, and
 * so is every IPv6 form that embeds an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo), whatever
 * that address is. URLs with a literal address are decided when a job is submitted; names are resolved
 * when the callback is sent (`deliver.ts`).
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The global IPv6 unicast block (2000::/3); everything outside it is reserved or special. */
const GLOBAL_V6 = ipaddr.parseCIDR('2000::/3');
/** The IPv4-compatible block (::/96, deprecated): `::127.0.0.1` is the loopback address in disguise. */
const V4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * True for a global unicast address (a public host); false for every other kind, and for text that is not
 * an address.
 *
 * @example
 * ```ts
 * isGlobalAddress('203.0.114.7');        // true
 * isGlobalAddress('::ffff:127.0.0.1');   // false: IPv4-mapped loopback
 * isGlobalAddress('169.254.169.254');    // false: link-local (cloud metadata)
 * ```
 */
export function isGlobalAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv4') return ip.range() === 'unicast';
  const v6 = ip as ipaddr.IPv6;
  return v6.range() === 'unicast' && v6.match(GLOBAL_V6) && !v6.match(V4_COMPATIBLE);
}

/** A reason a callback URL is refused, with its error code. */
export interface UrlProblem {
  readonly reason: string;
}

/**
 * Checks a callback URL when a job is submitted: http or https, a host, no credentials, and — unless
 * private targets are allowed — no literal address that is not global and no `localhost` name. Answers the
 * reason it is refused, or undefined. A name may still resolve to a refused address; that is decided
 * when the callback is sent.
 *
 * @example
 * ```ts
 * callbackUrlProblem('http://[::ffff:127.0.0.1]:9000/hook', false); // { reason: 'it names an address that is not global (…)' }
 * callbackUrlProblem('https://hooks.example.com/manglish', false);  // undefined
 * ```
 */
export function callbackUrlProblem(url: string, allowPrivate: boolean): UrlProblem | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { reason: 'it is not a valid URL' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { reason: 'only http and https URLs are allowed' };
  if (parsed.username || parsed.password) return { reason: 'credentials in the URL are not allowed' };
  if (allowPrivate) return undefined;
  const host = parsed.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return { reason: 'it names this machine (set CALLBACK_ALLOW_PRIVATE=true to allow private targets)' };
  if (isIP(host) !== 0 && !isGlobalAddress(host)) return { reason: 'it names an address that is not global (loopback, private, link-local, reserved or an IPv6 form of one; set CALLBACK_ALLOW_PRIVATE=true to allow private targets)' };
  return undefined;
}
