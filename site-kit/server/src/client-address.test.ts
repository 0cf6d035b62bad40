import express from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientNetwork, trustChain, trustOneHop, trustProxy } from './client-address';

const parse = (value: string | undefined) => z.object({ TRUST_PROXY: trustProxy }).parse({ TRUST_PROXY: value });

/** req.ip as Express computes it for a peer and an X-Forwarded-For header, under a `trust proxy` setting. */
function clientIp(trust: (address: string, hop: number) => boolean, peer: string, forwardedFor?: string): string {
  const app = express();
  app.set('trust proxy', trust);
  const req = Object.create(app.request, {
    app: { value: app },
    socket: { value: { remoteAddress: peer } },
    headers: { value: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
  }) as express.Request;
  return req.ip ?? '';
}

describe('TRUST_PROXY', () => {
  it('defaults to loopback and reads addresses, ranges, names and none', () => {
    const loopback = parse(undefined).TRUST_PROXY;
    expect(loopback.description).toBe('loopback');
    expect(['127.0.0.1', '127.0.0.9', '::1'].map(loopback.trusts)).toEqual([true, true, true]);
    expect(loopback.trusts('10.0.0.5')).toBe(false);
    const listed = parse(' 10.0.0.5 , 192.168.0.0/16,2001:db8::/32').TRUST_PROXY;
    expect(['10.0.0.5', '192.168.4.4', '2001:db8::7', '127.0.0.1'].map(listed.trusts)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(parse('none').TRUST_PROXY.trusts('127.0.0.1')).toBe(false);
  });

  it('refuses what would let a client name itself, or is not an address', () => {
    for (const bad of ['true', '1', '2', '*', 'example.com', '10.0.0.0/99', '']) {
      expect(() => parse(bad), bad).toThrow(/not an address, a CIDR range/);
    }
  });

  it('behind a chain the client is the nearest untrusted address; behind one hop, the last entry only', () => {
    const trusted = parse('10.0.0.5,10.0.0.6').TRUST_PROXY;
    // A client naming someone else gets its own address: the proxy appended it last.
    expect(clientIp(trustChain(trusted), '10.0.0.5', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(clientIp(trustChain(trusted), '10.0.0.5', '203.0.113.7, 10.0.0.6')).toBe('203.0.113.7');
    expect(clientIp(trustOneHop(trusted), '10.0.0.5', '203.0.113.7, 10.0.0.6')).toBe('10.0.0.6');
    // An untrusted peer is the client, whatever it says.
    expect(clientIp(trustChain(trusted), '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(clientIp(trustOneHop(trusted), '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });
});

describe('clientNetwork', () => {
  it('is the /24 of an IPv4 address, also when IPv4-mapped', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.0/24');
    expect(clientNetwork('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(clientNetwork('127.0.0.5')).toBe(clientNetwork('127.0.0.77'));
    expect(clientNetwork('127.0.1.5')).not.toBe(clientNetwork('127.0.0.5'));
  });

  it('is the /48 of an IPv6 address, however it is written', () => {
    expect(clientNetwork('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(clientNetwork('2001:0db8:abcd:ffff:1:2:3:4')).toBe('2001:db8:abcd::/48');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(clientNetwork('::1')).toBe('0:0:0::/48');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0::/48');
  });

  it('is "unknown" for what is not an address', () => {
    expect(clientNetwork(undefined)).toBe('unknown');
    expect(clientNetwork('')).toBe('unknown');
    expect(clientNetwork('not an ip')).toBe('unknown');
    expect(clientNetwork('1:2:3')).toBe('unknown');
  });
});
