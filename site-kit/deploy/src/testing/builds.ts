/** Remote builds for unit tests (not part of the package's build). */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The least a remote's build holds for an origin: both manifests, and a chunk whose text makes the version. */
export async function minimalBuild(dir: string, text: string, remote = 'mfe_reviews'): Promise<string> {
  await mkdir(path.join(dir, 'server'), { recursive: true });
  const manifest = JSON.stringify({ name: remote, metaData: { name: remote } });
  await writeFile(path.join(dir, 'mf-manifest.json'), manifest);
  await writeFile(path.join(dir, 'server', 'mf-manifest.json'), manifest);
  await writeFile(path.join(dir, 'chunk.js'), text);
  return dir;
}
