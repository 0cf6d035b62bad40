import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { deniedMeansAbsent } from './denied-exists.server';

const major = Number(process.versions.node.split('.')[0]);
const permissionFlag = major >= 22 ? '--permission' : '--experimental-permission';

describe('deniedMeansAbsent', () => {
  it('pins the Node behaviour it works around: existsSync on a denied path throws ERR_ACCESS_DENIED (or answers false)', () => {
    const answer = execFileSync(
      process.execPath,
      [
        permissionFlag,
        '--allow-fs-read=/nonexistent-allowed/',
        '--no-warnings',
        '-e',
        `try { console.log(String(require('node:fs').existsSync('/etc/passwd'))) } catch (e) { console.log(e.code) }`,
      ],
      { encoding: 'utf8', env: { PATH: process.env.PATH } },
    ).trim();
    // If a Node release ever answers true here, the permission model no longer hides files: renderers would need another guard.
    expect(['ERR_ACCESS_DENIED', 'false']).toContain(answer);
  });

  it('answers false for a denied path, passes every other answer and error through', () => {
    const denied = Object.assign(new Error('Access to this API has been restricted'), { code: 'ERR_ACCESS_DENIED' });
    const other = Object.assign(new Error('bad'), { code: 'ERR_INVALID_ARG_TYPE' });
    const exists = deniedMeansAbsent(((target: string) => {
      if (target === '/denied') throw denied;
      if (target === '/broken') throw other;
      return target === '/present';
    }) as never);
    expect([exists('/denied'), exists('/present'), exists('/absent')]).toEqual([false, true, false]);
    expect(() => exists('/broken')).toThrow(other);
  });
});
