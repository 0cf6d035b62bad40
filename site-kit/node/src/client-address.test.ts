import express from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { trustChain, trustOneHop, trustProxy } from './client-address';

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
