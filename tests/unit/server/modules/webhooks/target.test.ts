// Where a webhook may go in production (docs/security.md "Webhooks"): https only, never a private,
// loopback, link-local or otherwise non-public address, judged on the literal URL and again on the
// addresses the connection's own DNS lookup returns.
import { describe, expect, it } from 'vitest';
import {
  isNonPublicAddress,
  PRIVATE_TARGET,
  publicOnlyLookup,
  refuseTarget,
  refuseTargetUrl,
} from '../../../../../server/src/modules/webhooks/target.ts';

describe('isNonPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.20.30.40',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    'not-an-address',
  ])('%s is not public', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:93.184.216.34'])('%s is public', (address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });
});

describe('refuseTargetUrl', () => {
  const strict = (url: string) => refuseTargetUrl(new URL(url), true);
  it('in production: https only, and no literal private address', () => {
    expect(strict('http://93.184.216.34/hook')).toBe('Must be an https URL');
    for (const url of ['https://127.0.0.1/', 'https://[::1]:8443/', 'https://169.254.169.254/latest', 'https://[::ffff:10.0.0.1]/']) {
      expect(strict(url), url).toBe(PRIVATE_TARGET);
    }
    expect(strict('https://93.184.216.34/hook')).toBeNull();
    expect(strict('https://hooks.example.com/clearpath')).toBeNull();
  });

  it('outside production anything http(s) goes (a receiver on this machine)', () => {
    expect(refuseTargetUrl(new URL('http://127.0.0.1:8080/'), false)).toBeNull();
  });
});

describe('DNS', () => {
  it('a host name that resolves to a loopback address is refused at registration', async () => {
    expect(await refuseTarget(new URL('https://localhost/'), true)).toBe(PRIVATE_TARGET);
    expect(await refuseTarget(new URL('https://no-such-host.invalid/'), true)).toBe('The host name does not resolve');
    expect(await refuseTarget(new URL('https://localhost/'), false)).toBeNull();
  });

  it("the connection's lookup refuses a private answer and passes a public one", async () => {
    const lookup = (host: string, all: boolean) =>
      new Promise<unknown>((resolve, reject) => publicOnlyLookup(host, { all }, (err, address) => (err ? reject(err) : resolve(address))));
    await expect(lookup('localhost', false)).rejects.toMatchObject({ code: 'EPRIVATEADDRESS' });
    await expect(lookup('localhost', true)).rejects.toThrow('resolves to a private address');
    // An address literal is its own answer: no network needed.
    await expect(lookup('93.184.216.34', false)).resolves.toBe('93.184.216.34');
    await expect(lookup('93.184.216.34', true)).resolves.toEqual([{ address: '93.184.216.34', family: 4 }]);
  });
});
