import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the shell's browser build bundles from its dependencies, pinned where pnpm would otherwise
 * resolve two copies of one library into the same chunk.
 */

/** The folder of the copy of `dependency` that the package at `from` gets when it imports it. */
function copyOf(dependency: string, from: string): string {
  const entry = createRequire(from).resolve(dependency);
  return entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
}

const shellPackage = path.resolve(import.meta.dirname, '../package.json');
const packageOf = (dependency: string, from = shellPackage) => `${copyOf(dependency, from)}/package.json`;

describe('the browser federation runtime (src/federation/federation-runtime.ts)', () => {
  it('bundles one federation SDK: the retry plugin shares the runtime copy (decision PF14)', () => {
    const runtimeCore = packageOf(
      '@module-federation/runtime-core',
      packageOf('@module-federation/runtime', packageOf('@module-federation/enhanced')),
    );
    const runtimeSdk = copyOf('@module-federation/sdk', runtimeCore);
    expect(copyOf('@module-federation/sdk', packageOf('@module-federation/retry-plugin'))).toBe(runtimeSdk);
    expect(copyOf('@module-federation/sdk', shellPackage)).toBe(runtimeSdk);
  });
});
