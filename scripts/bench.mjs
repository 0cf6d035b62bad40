// @ts-check
/**
 * `npm run bench`: install and build if needed, then measure (Lighthouse, load, form-api under
 * load). Prints a table of every figure with its target; writes bench/results/latest.json.
 */
import { ensureChromium, installAndBuild, pnpm, refuseArguments } from './lib.mjs';

refuseArguments('npm run bench');

const chromium = await ensureChromium();
await installAndBuild();
process.exit(
  await pnpm(['--filter', 'bench', 'bench'], {
    env: { CHROMIUM_PATH: chromium, E2E_PORT_BASE: process.env.E2E_PORT_BASE ?? '4900' },
  }),
);
