// @ts-check
// tsc emits JS only: copy the CSS files the compiled modules import next to them in dist/.
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';

const src = path.resolve('src');
const walk = (/** @type {string} */ dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name.endsWith('.css')) cpSync(full, path.join('dist', path.relative(src, full)));
  }
};
walk(src);
