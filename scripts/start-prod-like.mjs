// @ts-check
/**
 * `npm run start:prod-like`: the production shape on this machine (issue 35), from
 * deploy/nginx/site.conf: Debian's nginx with a self-signed certificate in front of two shells,
 * form-api, the owner's inbox and the sections' static origins. The same code the production spec
 * runs (tests/harness/prod-like.ts); ports from E2E_PORT_BASE (default 4100). Ctrl-C stops it all.
 */
import path from 'node:path';
import { ensureNginx, installAndBuild, pnpm, refuseArguments, root } from './lib.mjs';

refuseArguments('npm run start:prod-like');

process.env.NGINX_PATH = await ensureNginx();
await installAndBuild();
process.exit(
  await pnpm(['--filter', 'bench', 'exec', 'tsx', path.join(root, 'tests', 'harness', 'prod-like-main.ts')], {
    env: { E2E_PORT_BASE: process.env.E2E_PORT_BASE ?? '4100' },
  }),
);
