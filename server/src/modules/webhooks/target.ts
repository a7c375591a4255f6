// Where a webhook may be sent (docs/security.md "Webhooks"). In production an endpoint must be https
// and must not reach the company's own network: a staff member could otherwise make the server
// post to an internal service (SSRF). The rule is checked when an endpoint is registered and again
// at every attempt, on the address the connection actually uses, so a host name that later resolves
// to a private address (DNS rebinding) is refused too. Development and tests allow http and loopback
// (a receiver on the same machine).
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Loopback, private, link-local, shared, multicast, documentation and reserved ranges. */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  // NAT64: an IPv4 address inside an IPv6 one, which could be a private one.
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** True for any address that is not a public unicast one (IPv4-mapped IPv6 follows its IPv4 rule). */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const PRIVATE_TARGET = 'Must not be a private, loopback or link-local address';
const HTTPS_ONLY = 'Must be an https URL';

/** Production refuses http and private addresses; development and tests post to local receivers. */
export const strictTargets = (config: { env: string }): boolean => config.env === 'production';

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The reason `url` cannot be a target, judged without a DNS lookup: not https, or a literal private
 * address. Null when the URL may be used (a host name's addresses are judged by the lookup).
 */
export function refuseTargetUrl(url: URL, strict: boolean): string | null {
  if (!strict) return null;
  if (url.protocol !== 'https:') return HTTPS_ONLY;
  const host = hostOf(url);
  return isIP(host) !== 0 && isNonPublicAddress(host) ? PRIVATE_TARGET : null;
}

/** refuseTargetUrl, then every address the host name resolves to now (registration). */
export async function refuseTarget(url: URL, strict: boolean): Promise<string | null> {
  const refusal = refuseTargetUrl(url, strict);
  if (refusal || !strict || isIP(hostOf(url)) !== 0) return refusal;
  const addresses = await new Promise<LookupAddress[] | null>((resolve) =>
    dnsLookup(hostOf(url), { all: true }, (err, all) => resolve(err ? null : all)),
  );
  if (!addresses) return 'The host name does not resolve';
  return addresses.some((a) => isNonPublicAddress(a.address)) ? PRIVATE_TARGET : null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The DNS lookup of a delivery's connection in production: the addresses are checked after the
 * resolution the socket will use, so nothing between the check and the connection can change them.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (addresses.length === 0 || addresses.some((a) => isNonPublicAddress(a.address))) {
      return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATEADDRESS' }), []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}
