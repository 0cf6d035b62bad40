import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { OnAfterBuildFn, RsbuildPluginAPI } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { pluginPrecompress } from './precompress';

describe('pluginPrecompress', () => {
  it("writes brotli and gzip copies of the browser build's text files, and only those", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    await mkdir(path.join(dist, 'static', 'js'), { recursive: true });
    await mkdir(path.join(dist, 'server'), { recursive: true });
    const chunk = `console.log(${JSON.stringify('z'.repeat(4000))});`;
    await writeFile(path.join(dist, 'static', 'js', 'app.0123abcd.js'), chunk);
    await writeFile(path.join(dist, 'tiny.js'), '/* too small to gain */');
    await writeFile(path.join(dist, 'social.jpg'), Buffer.alloc(4000));
    await writeFile(path.join(dist, 'server', 'remoteEntry.js'), chunk);

    let afterBuild: OnAfterBuildFn | undefined;
    await pluginPrecompress().setup({
      onAfterBuild: (hook: OnAfterBuildFn) => {
        afterBuild = hook;
      },
    } as unknown as RsbuildPluginAPI);
    const environment = (distPath: string, target: string) => ({ distPath, config: { output: { target } } });
    await afterBuild?.({
      isFirstCompile: true,
      isWatch: false,
      environments: { web: environment(dist, 'web'), ssr: environment(path.join(dist, 'server'), 'node') },
    } as unknown as Parameters<OnAfterBuildFn>[0]);

    const app = path.join(dist, 'static', 'js', 'app.0123abcd.js');
    expect(brotliDecompressSync(await readFile(`${app}.br`)).toString()).toBe(chunk);
    expect(gunzipSync(await readFile(`${app}.gz`)).toString()).toBe(chunk);
    expect(existsSync(path.join(dist, 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'social.jpg.br'))).toBe(false);
    // The node build inside dist/ is another environment's output.
    expect(existsSync(path.join(dist, 'server', 'remoteEntry.js.br'))).toBe(false);
  });
});
