// @ts-check
/**
 * `npm start`: install, build and serve the whole site (shell on PORT, default 3000, each remote on
 * its own origin, form-api). Ctrl-C stops everything.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { installAndBuild, pnpm, root } from './lib.mjs';

await installAndBuild();
mkdirSync(path.join(root, 'data'), { recursive: true });
console.log('\n▶ serve: shell http://localhost:%s (remotes and form-api alongside)', process.env.PORT ?? '3000');
process.exit(await pnpm(['-r', '--parallel', '--stream', 'start']));
