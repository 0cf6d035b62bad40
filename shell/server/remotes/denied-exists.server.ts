/**
 * Node 20's `fs.existsSync` throws ERR_ACCESS_DENIED for a path the permission model does not let the
 * process read (later Nodes answer false, as the function's contract says). The federation runtime's
 * chunk loader asks `existsSync` whether a remote's chunk is on this disk before it fetches it over
 * HTTP, so in a renderer (issue 33, point 5) every remote would fail to load. This makes a denied path
 * one that does not exist, for every caller in this thread: a section's code learns nothing more.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

export const deniedMeansAbsent =
  (existsSync: typeof fs.existsSync): typeof fs.existsSync =>
  (target) => {
    try {
      return existsSync(target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_ACCESS_DENIED') return false;
      throw error;
    }
  };

let installed = false;

export function existsSyncAnswersFalseWhereDenied(): void {
  if (installed) return;
  installed = true;
  fs.existsSync = deniedMeansAbsent(fs.existsSync);
  // `import { existsSync } from 'node:fs'` in modules loaded after this sees the wrapper too.
  syncBuiltinESMExports();
}
