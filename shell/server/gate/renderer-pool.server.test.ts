import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@site-kit/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { RendererPlan } from '../renderer/settings.server';
import { RendererPool, TooManyStarts } from './renderer-pool.server';
import { RENDERER_FILE } from './renderer-process.server';

/**
 * A stand-in renderer.js: the real pool forks it as it forks the real one (same flags, same
 * environment); it says it is ready and prints what it was given.
 */
function fakeServerDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'renderer-pool-'));
  writeFileSync(path.join(dir, 'package.json'), '{"type":"commonjs"}');
  writeFileSync(
    path.join(dir, RENDERER_FILE),
    `process.send({ type: 'ready', port: 1 });
process.on('disconnect', () => process.exit(0));
setInterval(() => {}, 1000);`,
  );
  return dir;
}

const plan = (serverDir: string): RendererPlan => ({ role: 'preview', distDir: serverDir }) as unknown as RendererPlan;

describe('RendererPool', () => {
  let pool: RendererPool | null = null;
  afterEach(() => pool?.stopAll());

  it('starts at most `startsPerMinute` renderers a minute and keeps at most `max` running', async () => {
    const serverDir = fakeServerDir();
    pool = new RendererPool({ serverDir, logger: createLogger('silent', 'test'), max: 2, startsPerMinute: 3 });
    const started = [];
    for (const key of ['a', 'b', 'c']) started.push(await pool.get({ key, settings: plan(serverDir) }));
    expect(started.every((renderer) => renderer.pid !== undefined)).toBe(true);
    // The least recently used went when the third started.
    expect([pool.running('a'), pool.running('b'), pool.running('c')].map(Boolean)).toEqual([false, true, true]);
    // A running one costs no start; a fourth start within the minute is refused.
    await expect(pool.get({ key: 'c', settings: plan(serverDir) })).resolves.toBe(started[2]);
    await expect(pool.get({ key: 'd', settings: plan(serverDir) })).rejects.toBeInstanceOf(TooManyStarts);
  });
});
