/**
 * A team's own checkout of one remote, outside the repository: its sources, package.json and build
 * configuration, with its installed dependencies linked. A test edits it as the team would and
 * builds or deploys it with the team's own commands; nothing in the repository changes.
 */
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './system';

/** Copy `packageName` into `workDir`; the copy's folder. */
export async function copyRemote(packageName: string, workDir: string): Promise<string> {
  const source = path.join(repoRoot, packageName);
  const dir = path.join(workDir, packageName);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await cp(path.join(source, 'src'), path.join(dir, 'src'), { recursive: true });
  for (const file of ['package.json', 'rsbuild.config.ts']) await cp(path.join(source, file), path.join(dir, file));
  await symlink(path.join(source, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Replace `from` with `to` in a file of a copy (throws when `from` is not there), as an editor would. */
export async function editFile(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  await writeFile(file, text.replace(from, to));
}
