/**
 * Builds a changed variant of a remote the way its team would: the remote's own sources and build,
 * with exposed modules wrapped to print a marker, or, as broken-build fixtures, to throw (always, or
 * only for a URL with `?break`, a bug in a path no check renders), or with routes added to its table.
 * Nothing in the repository is modified.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../harness/system';
import { copyRemote } from '../harness/team-copy';

const run = promisify(execFile);

/**
 * The query string that makes an `on-query` variant throw. The shell renders a page with only the
 * query values it reads (decision H8), and every page reads the host's `submitted` with a form type:
 * so the bug is one only some requests reach (the version check renders none of them; no form on
 * the pages it is used on is a callback form, so their forms show as usual), and the
 * shell's render sees it.
 */
export const BREAK_QUERY = 'submitted=callback';

export async function buildVariant(options: {
  packageName: string;
  /** The exposed modules to wrap ('./CityPage'); none when only `extraRoutes` change. */
  expose: string | string[];
  /** Printed above each module's output; with `throws`, the message of the error it throws instead. */
  marker: string;
  workDir: string;
  /** A deliberately broken build: the component throws while rendering, always or for `?${BREAK_QUERY}` only. */
  throws?: 'always' | 'on-query';
  /** Routes appended to the table (copies of its second route under these paths). */
  extraRoutes?: string[];
  /**
   * A hostile build: the body of a function run while the page renders on the server, whose
   * returned string the page prints (`data-testid="deploy-probe"`): what a section's code could reach.
   */
  probe?: string;
}): Promise<string> {
  const source = path.join(repoRoot, options.packageName);
  const dir = await copyRemote(options.packageName, options.workDir);

  let config = await readFile(path.join(source, 'rsbuild.config.ts'), 'utf8');
  const exposes = [...(typeof options.expose === 'string' ? [options.expose] : options.expose)];
  if (options.extraRoutes) exposes.push('./routes');
  for (const [index, expose] of exposes.entries()) {
    const exposePattern = new RegExp(`(['"]${expose.replace(/[./]/g, '\\$&')}['"]\\s*:\\s*['"])([^'"]+)(['"])`);
    const original = exposePattern.exec(config)?.[2];
    if (!original) throw new Error(`${expose} is not exposed by ${options.packageName}`);
    const wrapperFile = `./src/__deploy_variant_${index}__.tsx`;
    const originalImport = original.replace(/^\.\/src\//, './').replace(/\.tsx?$/, '');
    await writeFile(
      path.join(dir, wrapperFile),
      expose === './routes' && options.extraRoutes
        ? routesWrapper(originalImport, options.extraRoutes)
        : componentWrapper(originalImport, options.marker, options.throws, options.probe),
    );
    config = config.replace(exposePattern, `$1${wrapperFile}$3`);
  }
  await writeFile(path.join(dir, 'rsbuild.config.ts'), config);
  await run(process.execPath, [path.join(source, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js'), 'build'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return path.join(dir, 'dist');
}

function componentWrapper(
  originalImport: string,
  marker: string,
  throws: 'always' | 'on-query' | undefined,
  probe: string | undefined,
): string {
  const failure =
    throws === 'always'
      ? `  throw new Error(${JSON.stringify(marker)});\n`
      : throws === 'on-query'
        ? `  if (useLocation().search.includes(${JSON.stringify(BREAK_QUERY)})) throw new Error(${JSON.stringify(marker)});\n`
        : '';
  const probed = probe
    ? `\nfunction probe(): string {\n  if (typeof window !== 'undefined') return '';\n${probe}\n}\n`
    : '';
  return `import type { ComponentProps } from 'react';
import { useLocation } from 'react-router-dom';
import Original from '${originalImport}';
${probed}
export default function DeployVariant(props: ComponentProps<typeof Original>) {
${failure}  return (
    <>
      <p data-testid="deploy-marker">${marker}</p>${probe ? '\n      <pre data-testid="deploy-probe" suppressHydrationWarning>{probe()}</pre>' : ''}
      <Original {...props} />
    </>
  );
}
`;
}

function routesWrapper(originalImport: string, extraRoutes: string[]): string {
  return `import type { RoutesModule, SiteContext } from '@site-kit/contract';
import original from '${originalImport}';

const routesModule: RoutesModule = {
  routes(site: SiteContext) {
    const table = original.routes(site);
    const model = table[1] ?? table[0];
    return [...table, ...${JSON.stringify(extraRoutes)}.map((path: string) => ({ ...model, path }))];
  },
};
export default routesModule;
`;
}
