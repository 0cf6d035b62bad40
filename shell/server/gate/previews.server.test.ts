import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { landingPath, privateAnswers } from './previews.server';

describe('privateAnswers', () => {
  it('makes every answer private and unstored, whatever headers its sender writes', async () => {
    const app = express();
    app.get('/set', (_req, res) => {
      privateAnswers(res);
      res.set('Cache-Control', 'public, max-age=600').send('page');
    });
    // The private part pinned: a sender (the renderer's proxy) passes its headers to writeHead itself.
    app.get('/write-head', (_req, res) => {
      privateAnswers(res);
      res.writeHead(200, { 'cache-control': 'public, max-age=600', 'content-type': 'text/plain' }).end('page');
    });
    app.get('/write-head-array', (_req, res) => {
      privateAnswers(res);
      res.writeHead(200, 'OK', { 'Cache-Control': 'max-age=60' }).end('page');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((listening) => server.once('listening', listening));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ['/set', '/write-head', '/write-head-array']) {
        const response = await fetch(`${base}${path}`);
        expect(response.headers.get('cache-control'), path).toBe('private, no-store');
        expect(await response.text(), path).toBe('page');
      }
    } finally {
      server.close();
    }
  });
});

describe('landingPath', () => {
  it('is a path of this site, never another site', () => {
    expect(landingPath('/services/car-lockout?x=1')).toBe('/services/car-lockout?x=1');
    for (const foreign of ['//evil.example', '/\\evil.example', 'https://evil.example/', 42, undefined])
      expect(landingPath(foreign)).toBe('/');
  });
});
