import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenHttp, REQUEST_DEADLINES } from './http-server';
import { dribble } from './testing';

let server: Server | null = null;
afterEach(async () => {
  const open = server;
  server = null;
  if (!open) return;
  open.closeAllConnections();
  await new Promise((resolve) => open.close(resolve));
});

/** What the server answered a client that dribbles `head` and then a byte every 100 ms. */
const dribbleInto = (listening: Server, head: string) =>
  dribble((listening.address() as AddressInfo).port, head, { everyMs: 100, giveUpMs: 10_000 });

describe('request deadlines', () => {
  const short = { headersMs: 300, requestMs: 600, checkEveryMs: 100 };
  // Reads the whole body first, as a body parser does.
  const app: RequestListener = (req, res) => {
    req.on('end', () => res.end('ok'));
    req.resume();
  };

  it('closes a connection whose body is dribbled past the request deadline, with a 408', async () => {
    server = await listenHttp(app, 0, '127.0.0.1', short);
    const answer = await dribbleInto(
      server,
      'POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers are dribbled past the headers deadline', async () => {
    server = await listenHttp(app, 0, '127.0.0.1', short);
    const answer = await dribbleInto(server, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('keeps headers, then the whole request, within 30 s by default, checked every second', () => {
    expect(REQUEST_DEADLINES.headersMs).toBeLessThanOrEqual(REQUEST_DEADLINES.requestMs);
    expect(REQUEST_DEADLINES.requestMs + REQUEST_DEADLINES.checkEveryMs).toBeLessThan(30_000);
  });
});
