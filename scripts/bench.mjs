// @ts-check
/**
 * `npm run bench`: install and build if needed, then measure (Lighthouse, load, form-api vs a bare
 * baseline). Prints a table of every figure with its target; writes bench/results/latest.json.
 */
import { buildAll, ensureChromium, install, pnpm } from './lib.mjs';

const chromium = await ensureChromium();
for (const [name, step] of /** @type {const} */ ([
  ['install', install],
  ['build', buildAll],
])) {
  const code = await step();
  if (code !== 0) {
    console.error(`${name} failed (exit ${code})`);
    process.exit(code);
  }
}
process.exit(
  await pnpm(['--filter', 'bench', 'bench'], {
    env: { CHROMIUM_PATH: chromium, E2E_PORT_BASE: process.env.E2E_PORT_BASE ?? '4900' },
  }),
);
