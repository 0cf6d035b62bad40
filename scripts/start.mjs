// @ts-check
/**
 * `npm start`: install, build and serve the whole site (shell on PORT, default 3000, each remote on
 * its own origin, form-api). Ctrl-C stops everything.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildAll, install, pnpm, root } from './lib.mjs';

const step = async (/** @type {string} */ name, /** @type {() => Promise<number>} */ action) => {
  console.log(`\n▶ ${name}`);
  const code = await action();
  if (code !== 0) {
    console.error(`✖ ${name} failed (exit ${code})`);
    process.exit(code);
  }
};

await step('install', install);
await step('build', buildAll);
mkdirSync(path.join(root, 'data'), { recursive: true });
console.log('\n▶ serve: shell http://localhost:%s (remotes and form-api alongside)', process.env.PORT ?? '3000');
process.exit(await pnpm(['-r', '--parallel', '--stream', 'start']));
