/**
 * A remote's real build, copied, with one line of its browser build changed the way a team could
 * break it without any server check noticing (issue 28): an exposed module whose component throws
 * only in a browser, a chunk that throws as it is evaluated, a chunk missing from the upload, or a
 * chunk whose code throws later from a timer (outside React). The node build (`server/`) is left
 * alone, so the shell's own check renders every page fine.
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../harness/system';

export type BrowserFault = 'throws-in-browser' | 'fails-to-evaluate' | 'missing' | 'throws-from-timer';

/** The message a doctored chunk throws with (`tag` makes a build, and so a version, of its own). */
export const doctoredMessage = (fault: BrowserFault, expose: string, tag?: string) =>
  `doctored ${expose}: ${fault}${tag ? ` (${tag})` : ''}`;

export async function doctorBuild(options: {
  packageName: string;
  /** The exposed modules whose browser chunks are changed ('CallbackForm'). */
  expose: string | readonly string[];
  fault: BrowserFault;
  workDir: string;
  /**
   * In the message the chunk throws: the same doctoring in two tests is the same version, whose
   * reports the shell has counted since it started; a tag makes it another.
   */
  tag?: string;
}): Promise<string> {
  const exposes = typeof options.expose === 'string' ? [options.expose] : options.expose;
  const dir = path.join(
    options.workDir,
    `${options.packageName}-${exposes.join('-')}-${options.fault}${options.tag ? `-${options.tag}` : ''}`,
  );
  await rm(dir, { recursive: true, force: true });
  await cp(path.join(repoRoot, options.packageName, 'dist'), dir, { recursive: true });
  for (const expose of exposes) await doctorChunk(dir, options.packageName, expose, options.fault, options.tag);
  return dir;
}

async function doctorChunk(
  dir: string,
  packageName: string,
  expose: string,
  fault: BrowserFault,
  tag: string | undefined,
): Promise<void> {
  const chunks = path.join(dir, 'static', 'js', 'async');
  const name = (await readdir(chunks)).find(
    (file) => file.startsWith(`__federation_expose_${expose}.`) && file.endsWith('.js'),
  );
  if (!name) throw new Error(`${packageName} has no browser chunk for ${expose}`);
  const file = path.join(chunks, name);
  // The build's compressed copies would no longer match: the origin compresses the changed file itself.
  await rm(`${file}.br`, { force: true });
  await rm(`${file}.gz`, { force: true });
  const message = JSON.stringify(doctoredMessage(fault, expose, tag));
  if (fault === 'missing') {
    await rm(file);
    return;
  }
  const source = await readFile(file, 'utf8');
  if (fault === 'fails-to-evaluate') {
    await writeFile(file, `throw new Error(${message});${source}`);
    return;
  }
  if (fault === 'throws-from-timer') {
    // The chunk runs fine; a moment later its own code throws, outside React, as a timer's bug would.
    await writeFile(file, `setTimeout(function(){throw new Error(${message})},0);${source}`);
    return;
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
}
