/**
 * A remote's origin folder and the versions published in it: immutable version folders named by
 * their content, the deploy log (every change of the live version) and the live pointer, written
 * last (each file written whole, then renamed into place), so a static host, a CDN or the shell
 * never reads a half-published version. The layout is the contract's (`LIVE_POINTER_FILE`,
 * `VERSIONS_DIR`, `DEPLOY_LOG_FILE`).
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DEPLOY_LOG_FILE,
  type DeployLogEntry,
  LIVE_POINTER_FILE,
  type LivePointer,
  MANIFEST_FILE,
  SERVER_BUILD_DIR,
  VERSION_PATTERN,
  VERSIONS_DIR,
} from '@site-kit/contract';
import { deployLogSchema, livePointerSchema } from '@site-kit/contract/schemas';
import type { z } from 'zod';

export class DeployError extends Error {}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Write a file whole, then move it into place: readers see the old file or the new one. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? filesUnder(dir, relative) : Promise.resolve([relative]);
    }),
  );
  return files.flat().sort();
}

/**
 * Build statistics (`mf-stats.json`) list modules in an order that changes from one build of the same
 * sources to the next, and nothing loads them at run time: they do not make a version.
 */
const NOT_CONTENT = /(^|\/)mf-stats\.json(\.br|\.gz)?$/;

/** A build's version: a hash of every file's path and bytes, browser and server builds together. */
export async function contentVersion(buildDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesUnder(buildDir)) {
    if (NOT_CONTENT.test(file)) continue;
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(buildDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A JSON file of the origin, checked against its schema: null when it is not there; a file that is
 * there but unreadable is an error, so nothing is decided (or removed) on a guess.
 */
async function readOriginFile<T>(originDir: string, file: string, schema: z.ZodType<T>): Promise<T | null> {
  let text: string;
  try {
    text = await readFile(path.join(originDir, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let parsed: ReturnType<typeof schema.safeParse>;
  try {
    parsed = schema.safeParse(JSON.parse(text));
  } catch {
    throw new DeployError(`${path.join(originDir, file)} is not JSON: fix or remove it first`);
  }
  if (!parsed.success) {
    throw new DeployError(
      `${path.join(originDir, file)} is malformed (${parsed.error.issues[0]?.message}): fix it first`,
    );
  }
  return parsed.data;
}

export function readPointer(originDir: string): Promise<LivePointer | null> {
  return readOriginFile(originDir, LIVE_POINTER_FILE, livePointerSchema);
}

/** The deploy log, oldest first; empty before the first deploy. */
export async function readDeployLog(originDir: string): Promise<DeployLogEntry[]> {
  return (await readOriginFile(originDir, DEPLOY_LOG_FILE, deployLogSchema)) ?? [];
}

/** Version folders at the origin. */
export async function listVersions(originDir: string): Promise<string[]> {
  const entries = await readdir(path.join(originDir, VERSIONS_DIR), { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name)).map((entry) => entry.name);
}

/**
 * One deploy at a time per origin: a lock folder (mkdir is atomic). A lock older than ten minutes
 * was left by a deploy that died and is taken over.
 */
async function withLock<T>(originDir: string, action: () => Promise<T>): Promise<T> {
  const lock = path.join(originDir, '.deploy.lock');
  await mkdir(originDir, { recursive: true });
  try {
    await mkdir(lock);
  } catch {
    const age = Date.now() - (await stat(lock)).mtimeMs;
    if (age < 10 * 60_000) throw new DeployError(`another deploy is running on ${originDir} (remove ${lock} if not)`);
    await rmdir(lock);
    await mkdir(lock);
  }
  try {
    return await action();
  } finally {
    await rmdir(lock).catch(() => {});
  }
}

/** Make `version` live: the log first, the pointer last. */
async function setLive(originDir: string, version: string, now: Date): Promise<LivePointer> {
  const pointer: LivePointer = { version, since: now.toISOString() };
  const log = await readDeployLog(originDir);
  await writeAtomically(path.join(originDir, DEPLOY_LOG_FILE), `${JSON.stringify([...log, pointer], null, 2)}\n`);
  await writeAtomically(path.join(originDir, LIVE_POINTER_FILE), `${JSON.stringify(pointer)}\n`);
  return pointer;
}

export interface Published {
  version: string;
  /** False when that exact build was already at the origin (nothing was copied). */
  copied: boolean;
  /** The pointer after publishing: unchanged by a preview (null before the first version went live). */
  live: LivePointer | null;
}

/**
 * Publish a build (`dist/`: browser build, `server/` node build) as a version, and make it live
 * unless it is only a preview (`live: false`: the pointer is not touched). A build already live
 * stays as it is: the same build deployed twice changes nothing.
 */
export async function publish(
  originDir: string,
  buildDir: string,
  now = new Date(),
  { live: makeLive = true, remote }: { live?: boolean; remote?: string } = {},
): Promise<Published> {
  for (const manifest of [MANIFEST_FILE, `${SERVER_BUILD_DIR}/${MANIFEST_FILE}`]) {
    if (!(await exists(path.join(buildDir, manifest)))) {
      throw new DeployError(`${buildDir} is not a remote build: ${manifest} is missing`);
    }
    // Another team's build published here would go live as this remote (issue 33): refused first.
    const named = remote === undefined ? undefined : await manifestName(path.join(buildDir, manifest));
    if (named !== undefined && named !== remote)
      throw new DeployError(
        `${buildDir} is a build of ${named ?? 'no remote'}, not of ${remote}: nothing was published`,
      );
  }
  const version = await contentVersion(buildDir);
  return withLock(originDir, async () => {
    const target = path.join(originDir, VERSIONS_DIR, version);
    const copied = !(await exists(target));
    if (copied) {
      // Copied beside its final name, then renamed: a version folder is complete or absent.
      const staging = path.join(originDir, VERSIONS_DIR, `.${version}.${process.pid}.partial`);
      await rm(staging, { recursive: true, force: true });
      await cp(buildDir, staging, { recursive: true });
      await rename(staging, target);
    }
    const live = await readPointer(originDir);
    if (!makeLive || live?.version === version) return { version, copied, live };
    return { version, copied, live: await setLive(originDir, version, now) };
  });
}

/** The remote a build's manifest names (its `name`), or null when it names none. */
async function manifestName(file: string): Promise<string | null> {
  try {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as { name?: unknown; metaData?: { name?: unknown } };
    const name = manifest.metaData?.name ?? manifest.name;
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

/**
 * Make a published version live (`deploy --promote`, after its preview): the pointer is written
 * anew even when it names that version already, so the shell checks it afresh (a version it
 * withdrew is served again only after its check).
 */
export async function promote(originDir: string, version: string, now = new Date()): Promise<LivePointer> {
  return withLock(originDir, async () => {
    await requirePublished(originDir, version);
    return setLive(originDir, version, now);
  });
}

async function requirePublished(originDir: string, version: string): Promise<void> {
  if (!VERSION_PATTERN.test(version) || !(await exists(path.join(originDir, VERSIONS_DIR, version)))) {
    throw new DeployError(`version ${version} is not at ${originDir}`);
  }
}

/** Make an earlier version live again: the one before the live one, or `version`. */
export async function rollback(originDir: string, version?: string, now = new Date()): Promise<LivePointer> {
  return withLock(originDir, async () => {
    const live = await readPointer(originDir);
    const target = version ?? previousVersions(await readDeployLog(originDir), live?.version)[0];
    if (!target) throw new DeployError('no earlier version to roll back to');
    await requirePublished(originDir, target);
    if (target === live?.version) throw new DeployError(`${target} is already live`);
    return setLive(originDir, target, now);
  });
}

/** Versions that were live before `live`, most recent first, each once. */
function previousVersions(log: readonly DeployLogEntry[], live: string | undefined): string[] {
  const seen = new Set(live ? [live] : []);
  const previous: string[] = [];
  for (const { version } of [...log].reverse()) {
    if (seen.has(version)) continue;
    seen.add(version);
    previous.push(version);
  }
  return previous;
}

export interface PruneOptions {
  /** Versions kept besides the live one, most recently live first. */
  keepPrevious: number;
  /** Any version live within this many hours is kept (open tabs still load its chunks). */
  keepHours: number;
  now?: Date;
}

/**
 * Remove versions nobody needs: never the live one, the previous `keepPrevious`, or any live lately.
 * Counts that are not whole numbers are refused before anything is touched: a `NaN` would keep
 * nothing and remove every previous version.
 */
export async function prune(
  originDir: string,
  { keepPrevious, keepHours, now = new Date() }: PruneOptions,
): Promise<{ kept: string[]; removed: string[] }> {
  for (const [name, value] of [
    ['keepPrevious', keepPrevious],
    ['keepHours', keepHours],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new DeployError(`${name} must be a whole number, not ${value}`);
  }
  return withLock(originDir, async () => {
    const live = await readPointer(originDir);
    const log = await readDeployLog(originDir);
    const keep = new Set<string>(live ? [live.version] : []);
    for (const version of previousVersions(log, live?.version).slice(0, keepPrevious)) keep.add(version);
    const since = now.getTime() - keepHours * 3_600_000;
    log.forEach((entry, index) => {
      // Live from its `since` until the next change (or still live).
      const until = log[index + 1]?.since;
      if (!until || Date.parse(until) >= since) keep.add(entry.version);
    });
    const removed: string[] = [];
    for (const version of await listVersions(originDir)) {
      if (keep.has(version)) continue;
      // Moved out of `versions/` first, so a half-deleted folder is never served as a version.
      const trash = path.join(originDir, VERSIONS_DIR, `.${version}.${process.pid}.removed`);
      await rename(path.join(originDir, VERSIONS_DIR, version), trash);
      await rm(trash, { recursive: true, force: true });
      removed.push(version);
    }
    return { kept: [...keep].sort(), removed };
  });
}
