/**
 * A remote's real build, copied, with one line of its browser build changed the way a team could
 * break it without any server check noticing (issue 28): an exposed module whose component throws
 * only in a browser, a chunk that throws as it is evaluated, or a chunk missing from the upload. The
 * node build (`server/`) is left alone, so the shell's own check renders every page fine.
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../harness/system';

export type BrowserFault = 'throws-in-browser' | 'fails-to-evaluate' | 'missing';

/** The message a doctored chunk throws with. */
export const doctoredMessage = (fault: BrowserFault, expose: string) => `doctored ${expose}: ${fault}`;

export async function doctorBuild(options: {
  packageName: string;
  /** The exposed module whose browser chunk is changed ('CallbackForm'). */
  expose: string;
  fault: BrowserFault;
  workDir: string;
}): Promise<string> {
  const dir = path.join(options.workDir, `${options.packageName}-${options.expose}-${options.fault}`);
  await rm(dir, { recursive: true, force: true });
  await cp(path.join(repoRoot, options.packageName, 'dist'), dir, { recursive: true });
  const chunks = path.join(dir, 'static', 'js', 'async');
  const name = (await readdir(chunks)).find(
    (file) => file.startsWith(`__federation_expose_${options.expose}.`) && file.endsWith('.js'),
  );
  if (!name) throw new Error(`${options.packageName} has no browser chunk for ${options.expose}`);
  const file = path.join(chunks, name);
  // The build's compressed copies would no longer match: the origin compresses the changed file itself.
  await rm(`${file}.br`, { force: true });
  await rm(`${file}.gz`, { force: true });
  const message = JSON.stringify(doctoredMessage(options.fault, options.expose));
  if (options.fault === 'missing') {
    await rm(file);
    return dir;
  }
  const source = await readFile(file, 'utf8');
  if (options.fault === 'fails-to-evaluate') {
    await writeFile(file, `throw new Error(${message});${source}`);
    return dir;
  }
  // The module's default export, as Rspack defines it: `default:()=>Name` or `default:function(props){`.
  const throwInBrowser = `if(typeof window!=="undefined")throw new Error(${message});`;
  let changed = source.replace(
    /default:\(\)=>([\w$]+)/,
    (_, component: string) => `default:()=>function(p){${throwInBrowser}return ${component}(p)}`,
  );
  if (changed === source)
    changed = source.replace(/default:function\(([\w$]+)\)\{/, (match) => `${match}${throwInBrowser}`);
  if (changed === source) throw new Error(`no default export found in ${name}`);
  await writeFile(file, changed);
  return dir;
}
