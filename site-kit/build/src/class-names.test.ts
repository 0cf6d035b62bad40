import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRsbuild } from '@rsbuild/core';
import { cssModuleClass } from '@site-kit/contract';
import { describe, expect, it } from 'vitest';
import { classNamer, pluginClassNames, shortClassName } from './class-names';

const context = (file: string) => ({ rootContext: '/build', resourcePath: path.join('/build', file) });

describe('short CSS-module class names', () => {
  it("are the build's letter and five characters of a hash of the class's file and name", () => {
    const name = shortClassName('H', 'src/frame/Footer.module.css', 'footer');
    expect(name).toMatch(cssModuleClass);
    expect(name.startsWith('H')).toBe(true);
    expect(shortClassName('H', 'src/frame/Footer.module.css', 'footer')).toBe(name);
    expect(shortClassName('H', 'src/frame/Header.module.css', 'footer')).not.toBe(name);
    expect(shortClassName('H', 'src/frame/Footer.module.css', 'column')).not.toBe(name);
    expect(shortClassName('S', 'src/frame/Footer.module.css', 'footer').slice(1)).toBe(name.slice(1));
  });

  it('name a class the same for every environment of a build, and refuse two classes one name', () => {
    const getLocalIdent = classNamer('H');
    const first = getLocalIdent(context('src/a.module.css'), '', 'title');
    // The browser and the server build ask again for the same class.
    expect(getLocalIdent(context('src/a.module.css'), '', 'title')).toBe(first);
    // Two classes whose hashes share their first five characters (found by trying names).
    const seen = new Map<string, string>();
    let pair: [string, string] | undefined;
    for (let index = 0; !pair; index += 1) {
      const local = `c${index}`;
      const name = shortClassName('H', 'src/b.module.css', local);
      const other = seen.get(name);
      if (other) pair = [other, local];
      seen.set(name, local);
    }
    const [one, two] = pair;
    getLocalIdent(context('src/b.module.css'), '', one);
    expect(() => getLocalIdent(context('src/b.module.css'), '', two)).toThrow(/would both be named H/);
  });

  it('refuses a prefix that is not one upper-case letter', () => {
    expect(() => pluginClassNames('h')).toThrow(/upper-case letter/);
    expect(() => pluginClassNames('HS')).toThrow(/upper-case letter/);
  });

  it('is what a production build writes into its CSS and its code', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'class-names-'));
    try {
      await writeFile(path.join(root, 'card.module.css'), '.card { color: red } .title { color: blue }');
      await writeFile(
        path.join(root, 'index.js'),
        "import styles from './card.module.css';\ndocument.body.className = [styles.card, styles.title].join(' ');\n",
      );
      const rsbuild = await createRsbuild({
        cwd: root,
        rsbuildConfig: {
          mode: 'production',
          plugins: [pluginClassNames('R')],
          source: { entry: { index: './index.js' } },
          output: { distPath: { root: 'dist' }, filenameHash: false, minify: false },
          tools: { htmlPlugin: false },
          logLevel: 'silent',
        },
      });
      await rsbuild.build();
      const css = await readFile(path.join(root, 'dist/static/css/index.css'), 'utf8');
      const js = await readFile(path.join(root, 'dist/static/js/index.js'), 'utf8');
      for (const local of ['card', 'title']) {
        const name = shortClassName('R', 'card.module.css', local);
        expect(css).toContain(`.${name}`);
        expect(js).toContain(name);
      }
      expect(css).not.toMatch(/\.card|\.title/);
      expect(await readdir(path.join(root, 'dist/static/css'))).toEqual(['index.css']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
