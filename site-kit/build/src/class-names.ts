/**
 * Short CSS-module class names for production builds: the build's letter and five characters of a
 * hash of the class's file and name (`Hx3_Qa`), instead of Rsbuild's `name-hash6`. Every class is
 * written twice into a page (its rule in the inlined CSS, its use in the HTML), and the hashes do
 * not compress: the readable part cost a service page 0.8 KB of brotli, past the first round trip
 * (decision PF13). Development builds keep the readable names.
 *
 * The prefix (the registry's, one per build) keeps the classes of separately built remotes apart on
 * one page; within a build, a second class hashing to a name already taken fails the build.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { cssModuleClass } from '@site-kit/contract';

/** The class name of `localName` in `file` (relative to the build's root, `/`-separated). */
export function shortClassName(prefix: string, file: string, localName: string): string {
  const hash = createHash('sha256').update(`${file}\0${localName}`).digest('base64url').slice(0, 5);
  return `${prefix}${hash}`;
}

/** css-loader's context for `getLocalIdent`: the stylesheet and the build's root. */
interface LoaderContext {
  resourcePath: string;
  rootContext: string;
}

/** A css-loader `getLocalIdent` that names classes with `shortClassName` and refuses two classes one name. */
export function classNamer(prefix: string): (context: LoaderContext, template: string, localName: string) => string {
  const owners = new Map<string, string>();
  return (context, _template, localName) => {
    const file = path.relative(context.rootContext, context.resourcePath).split(path.sep).join('/');
    const name = shortClassName(prefix, file, localName);
    const owner = `${file} .${localName}`;
    const taken = owners.get(name);
    if (taken && taken !== owner)
      throw new Error(`CSS-module classes ${taken} and ${owner} would both be named ${name}: rename one`);
    owners.set(name, owner);
    return name;
  };
}

/** Names the build's CSS-module classes with `prefix` (production only). */
export function pluginClassNames(prefix: string): RsbuildPlugin {
  if (!cssModuleClass.test(`${prefix}xxxxx`)) throw new Error(`A class prefix is one upper-case letter, not ${prefix}`);
  return {
    name: 'site-kit:class-names',
    setup(api) {
      if (process.env.NODE_ENV === 'development') return;
      const getLocalIdent = classNamer(prefix);
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, { tools: { cssLoader: { modules: { getLocalIdent } } } }),
      );
    },
  };
}
