/**
 * The callback address check (issue 63): no spelling of an address that is not global reaches a receiver.
 * Literal addresses are refused when the job is submitted; names are resolved when the callback is sent
 * (here by a resolver of the test's own, standing in for DNS), every address is checked, and a refused one
 * is never connected to. A receiver on 127.0.0.1 records anything that gets through.
 */
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackUrlProblem, isGlobalAddress } from '../../src/jobs/addresses.js';
import { attemptDelivery, type Resolver } from '../../src/jobs/deliver.js';
import { callbackReceiver } from '../helpers.js';

/** Literal spellings of addresses that are not global: each must be refused at submission. */
const LITERALS = [
  '127.0.0.1', '127.1', '127.0.1', '2130706433', '0x7f000001', '0x7f.0.0.1', '0177.0.0.1', '017700000001', '127.255.255.254',
  '0.0.0.0', '0', '0.1.2.3', '10.0.0.1', '10.255.255.255', '012.0.0.1', '0xa.0.0.1', '172.16.0.1', '172.31.255.254', '192.168.0.1', '192.168.1.1',
  '169.254.169.254', '169.254.0.1', '100.64.0.1', '100.127.255.254', '192.0.0.1', '192.0.0.170', '192.0.2.1', '198.18.0.1', '198.19.255.254',
  '198.51.100.7', '203.0.113.9', '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255', '192.88.99.1',
  '[::1]', '[::]', '[0:0:0:0:0:0:0:1]', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[0:0:0:0:0:ffff:127.0.0.1]', '[::ffff:169.254.169.254]',
  '[::ffff:10.0.0.1]', '[::ffff:192.168.1.1]', '[::ffff:8.8.8.8]', '[::127.0.0.1]', '[::7f00:1]', '[64:ff9b::127.0.0.1]', '[64:ff9b::7f00:1]',
  '[64:ff9b::8.8.8.8]', '[64:ff9b:1::a00:1]', '[2002:7f00:1::]', '[2002:a9fe:a9fe::1]', '[2001::1]', '[2001:db8::1]', '[fe80::1]', '[fe81::1]',
  '[febf::1]', '[fec0::1]', '[fed0::1]', '[fc00::1]', '[fd12:3456::1]', '[ff02::1]', '[ff05::2]', '[100::1]', '[::ffff:0:0]', '[3fff::1]',
  '[fe80::1%25eth0]',
];

/** Host names spelling the machine itself: refused at submission. */
const LOCAL_NAMES = ['localhost', 'LOCALHOST', 'localhost.', 'api.localhost', 'x.y.localhost.'];

/** Names whose resolution gives an address that is not global (or one such among global ones). */
const RESOLVED: Record<string, string[]> = {
  'hooks.example.test': ['127.0.0.1'],
  'metadata.example.test': ['169.254.169.254'],
  'mapped.example.test': ['::ffff:127.0.0.1'],
  'nat64.example.test': ['64:ff9b::a9fe:a9fe'],
  'mixed.example.test': ['93.184.216.34', '10.0.0.7'],
  'private6.example.test': ['fd00::7'],
  'rebind.example.test': ['127.0.0.2'],
};

const resolver: Resolver = (host, callback) => {
  const addresses = RESOLVED[host];
  if (!addresses) return callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), []);
  callback(null, addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })));
};

let receiver: Awaited<ReturnType<typeof callbackReceiver>>;
let port = 0;
beforeAll(async () => {
  receiver = await callbackReceiver();
  port = Number(new URL(receiver.url).port);
});
afterAll(async () => {
  await receiver.close();
});

describe('callback addresses', () => {
  it(`refuses ${LITERALS.length + LOCAL_NAMES.length} literal and local spellings at submission`, () => {
    const accepted = [...LITERALS, ...LOCAL_NAMES].filter((host) => callbackUrlProblem(`http://${host}:${port}/hook`, false) === undefined);
    expect(accepted).toEqual([]);
    expect(LITERALS.length + LOCAL_NAMES.length + Object.keys(RESOLVED).length).toBeGreaterThanOrEqual(70);
  });

  it('refuses what is not http(s), carries credentials or is no URL', () => {
    for (const url of ['ftp://example.com/x', 'file:///etc/passwd', 'http://user:pw@example.com/x', 'not a url', 'gopher://example.com']) expect(callbackUrlProblem(url, false)).toBeDefined();
  });

  it('accepts global addresses and names', () => {
    for (const url of ['https://hooks.example.com/x', 'http://8.8.8.8/x', 'http://[2606:4700:4700::1111]/x', 'http://93.184.216.34:8080/x']) expect(callbackUrlProblem(url, false)).toBeUndefined();
    expect(isGlobalAddress('2606:4700:4700::1111')).toBe(true);
    expect(isGlobalAddress('not an address')).toBe(false);
  });

  it('never connects to a refused address, whichever way it is spelt, and says only "refused address"', async () => {
    const settings = { secret: undefined, allowPrivate: false, timeoutMs: 2000, resolve: resolver };
    const urls = [...LITERALS.map((h) => `http://${h}:${port}/hook`), ...LOCAL_NAMES.map((h) => `http://${h}:${port}/hook`), ...Object.keys(RESOLVED).map((h) => `http://${h}:${port}/hook`)];
    const errors = new Set<string | null>();
    for (const url of urls) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(url);
      } catch {
        continue;
      }
      const result = await attemptDelivery(parsed.href, '{}', 'test', settings);
      expect(result.delivered).toBe(false);
      errors.add(result.error);
    }
    expect(receiver.received).toHaveLength(0);
    expect([...errors].every((e) => e === 'refused address' || e === 'connection failed')).toBe(true);
  });

  it('delivers to the checked address when private targets are allowed, with a stable delivery id', async () => {
    const settings = { secret: 'rahsia', allowPrivate: true, timeoutMs: 2000, resolve: resolver };
    expect(await attemptDelivery(`http://hooks.example.test:${port}/hook`, '{"a":1}', 'job-1:callback', settings)).toEqual({ delivered: true, error: null });
    expect(receiver.received.at(-1)?.headers['x-manglish-delivery']).toBe('job-1:callback');
    expect(receiver.received.at(-1)?.headers['x-manglish-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
  });
});
