import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { addressNetwork, clientAddress } from './clientAddress.ts';

function request(forwardedFor?: string): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: '10.0.0.5' });
  const req = new IncomingMessage(socket);
  if (forwardedFor !== undefined) req.headers['x-forwarded-for'] = forwardedFor;
  return req;
}

describe('clientAddress', () => {
  it("is the socket's peer unless TRUST_PROXY=1: a client's own X-Forwarded-For counts for nothing", () => {
    expect(clientAddress(request('1.2.3.4'), {})).toBe('10.0.0.5');
    expect(clientAddress(request(), { TRUST_PROXY: '1' })).toBe('10.0.0.5');
  });

  it("behind a trusted proxy is the last hop, the one the proxy wrote, not one the client typed", () => {
    expect(clientAddress(request('6.6.6.6, 198.51.100.7'), { TRUST_PROXY: '1' })).toBe('198.51.100.7');
    expect(clientAddress(request(' 198.51.100.8 '), { TRUST_PROXY: '1' })).toBe('198.51.100.8');
  });

  it('counts IPv6 by its /64 and IPv4 (mapped or not) by the address', () => {
    expect(addressNetwork('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(addressNetwork('2001:db8:abcd:12::ffff')).toBe('2001:db8:abcd:12::/64');
    expect(addressNetwork('2001:DB8:ABCD:0012:0000:0000:0000:0001%eth0')).toBe('2001:db8:abcd:12::/64');
    expect(addressNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
    expect(addressNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(addressNetwork('unknown')).toBe('unknown');
  });
});
