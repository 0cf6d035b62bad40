import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendToFormApi } from './form-api-client.server';

const servers: http.Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done)))));

async function formApi(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('sendToFormApi', () => {
  it('sends the body with its length in bytes and answers form-api’s status and JSON', async () => {
    const target = await formApi((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ length: req.headers['content-length'], path: req.url, body: JSON.parse(body) }));
      });
    });
    const response = await sendToFormApi(target, {
      method: 'POST',
      path: '/api/submissions',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Zoë' }),
    });
    expect(response.status).toBe(400);
    expect(response.ok).toBe(false);
    expect(await response.json()).toEqual({ length: '15', path: '/api/submissions', body: { name: 'Zoë' } });
  });

  it('answers a 204 (a call tap) as a response without a body instead of throwing', async () => {
    const target = await formApi((_req, res) => {
      res.writeHead(204).end();
    });
    const response = await sendToFormApi(target, { method: 'POST', path: '/api/calls', headers: {}, body: '' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('rejects when form-api stays silent past the timeout', async () => {
    const target = await formApi(() => {});
    await expect(
      sendToFormApi(target, { method: 'POST', path: '/api/submissions', headers: {}, body: '{}', timeoutMs: 50 }),
    ).rejects.toThrow('form-api timed out');
    for (const server of servers) server.closeAllConnections();
  });
});
