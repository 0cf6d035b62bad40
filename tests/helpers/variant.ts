/**
 * Builds a changed variant of a remote the way its team would: the remote's own sources and build,
 * with one exposed module wrapped to print a marker (or, as a broken-build fixture, to throw).
 * Nothing in the repository is modified.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../harness/system';

const run = promisify(execFile);

export async function buildVariant(options: {
  packageName: string;
  expose: string;
  /** Printed above the module's output; with `throws`, the message of the error it throws instead. */
  marker: string;
  workDir: string;
  /** A deliberately broken build: the exposed component throws while rendering. */
  throws?: boolean;
}): Promise<string> {
  const source = path.join(repoRoot, options.packageName);
  const dir = path.join(options.workDir, options.packageName);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await cp(path.join(source, 'src'), path.join(dir, 'src'), { recursive: true });
  await cp(path.join(source, 'package.json'), path.join(dir, 'package.json'));
  await symlink(path.join(source, 'node_modules'), path.join(dir, 'node_modules'), 'dir');

  const config = await readFile(path.join(source, 'rsbuild.config.ts'), 'utf8');
  const exposePattern = new RegExp(`(['"]${options.expose.replace(/[./]/g, '\\$&')}['"]\\s*:\\s*['"])([^'"]+)(['"])`);
  const original = exposePattern.exec(config)?.[2];
  if (!original) throw new Error(`${options.expose} is not exposed by ${options.packageName}`);
  const wrapperFile = './src/__deploy_variant__.tsx';
  await writeFile(
    path.join(dir, wrapperFile),
    `import type { ComponentProps } from 'react';
import Original from '${original.replace(/^\.\/src\//, './').replace(/\.tsx?$/, '')}';

export default function DeployVariant(props: ComponentProps<typeof Original>) {
  ${
    options.throws
      ? `throw new Error(${JSON.stringify(options.marker)});
  `
      : ''
  }return (
    <>
      <p data-testid="deploy-marker">${options.marker}</p>
      <Original {...props} />
    </>
  );
}
`,
  );
  await writeFile(path.join(dir, 'rsbuild.config.ts'), config.replace(exposePattern, `$1${wrapperFile}$3`));
  await run(process.execPath, [path.join(source, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js'), 'build'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return path.join(dir, 'dist');
}
