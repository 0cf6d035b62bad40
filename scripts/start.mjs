// @ts-check
/**
 * `npm start`: install, build and serve the whole site (shell on PORT, default 3000, each remote on
 * its own origin, form-api). Each remote's build is published as a version at its origin with the
 * same command its team deploys with (`remote-deploy`; nothing is copied when that build is already
 * there). Every server runs with NODE_ENV=production. Ctrl-C stops everything.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { installAndBuild, pnpm, refuseArguments, root, step } from './lib.mjs';

refuseArguments('npm start');

await installAndBuild();
mkdirSync(path.join(root, 'data'), { recursive: true });
// Before the shell runs there is no site to check a version in a browser through: the local builds
// go live unchecked (said once per new build; a build already live is left as it is).
await step('publish each remote', () =>
  pnpm(['--filter', './mfe-*', '--workspace-concurrency=1', 'run', 'deploy', '--no-build', '--no-browser-check']),
);
console.log('\n▶ serve: shell http://localhost:%s (remotes and form-api alongside)', process.env.PORT ?? '3000');
/** @type {typeof import('../site-kit/contract/src/registry')} The registry, as just built. */
const { OWNER_PORT } = await import(new URL('../site-kit/contract/dist/index.js', import.meta.url).href);
console.log(
  '▶ owner inbox: %s (form-api opens it when OWNER_TOKEN is set)',
  process.env.OWNER_URL ?? `http://localhost:${process.env.OWNER_PORT ?? OWNER_PORT}`,
);
// Production mode, as deployed: React's server build without its development diagnostics (which
// write component stacks into the HTML), Express without its development error pages.
process.exit(await pnpm(['-r', '--parallel', '--stream', 'start'], { env: { NODE_ENV: 'production' } }));
