import { mkdtemp, utimes, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { staticFiles } from './static-files';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(dir: string, cacheBytes: number): Promise<string> {
  const app = express().use(staticFiles(dir, { cacheControl: () => 'no-cache', cacheBytes }));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const SOME_TIME = 1_700_000_000;

/** Write a file with a fixed mtime: rewritten with the same size, only a copy read again shows the change. */
async function writeStill(file: string, content: string): Promise<void> {
  await writeFile(file, content);
  await utimes(file, SOME_TIME, SOME_TIME);
}

describe('static files kept in memory', () => {
  const image = (letter: string) => letter.repeat(1000);

  it('keeps the files used most recently, up to the byte bound', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'static-files-'));
    for (const name of ['a', 'b', 'c']) await writeStill(path.join(dir, `${name}.png`), image(name));
    const base = await serve(dir, 2500);
    const get = async (name: string) => (await fetch(`${base}/${name}.png`)).text();

    expect(await get('a')).toBe(image('a'));
    await writeStill(path.join(dir, 'a.png'), image('x'));
    // Still in memory: the old bytes.
    expect(await get('a')).toBe(image('a'));
    await get('b');
    await get('c');
    // Two files fit in 2,500 bytes: a, the least recently used, was let go and is read again.
    expect(await get('a')).toBe(image('x'));
  });

  it('answers 304 to the ETag it sent', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'static-files-'));
    await writeFile(path.join(dir, 'a.png'), image('a'));
    const base = await serve(dir, 10_000);
    const first = await fetch(`${base}/a.png`);
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    expect((await fetch(`${base}/a.png`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });
});
